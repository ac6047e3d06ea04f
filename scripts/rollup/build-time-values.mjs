// Modules whose exports are data derived from the widget table (sdk/core/widget-table.ts), shipped as literals of
// their values: rollup keeps every field of an object read by a computed key (`WIDGET_TABLE[name].attributes`), so
// the loader (3 KB) and the runtime chunk would otherwise carry the whole table for the one list each reads.
import { evaluateModule } from '../evaluate-module.mjs';

const PREFIX = '\0build-time-values:';

/** In the SDK builds: each module of `files` (paths from the repo's root) becomes `export const X = <value>;`. */
export function buildTimeValues(files) {
  const wanted = files.map((file) => `/${file}`);
  return {
    name: 'build-time-values',
    // A virtual id, so that the TypeScript plugin (which emits from the files on disk) leaves the module to this one.
    async resolveId(source, importer, options) {
      if (source.startsWith(PREFIX) || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && wanted.some((file) => resolved.id.endsWith(file)) ? `${PREFIX}${resolved.id}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      const values = await evaluateModule(file);
      return Object.entries(values)
        .map(([name, value]) => {
          if (typeof value === 'function')
            throw new Error(`${file}: ${name} is a function, not data to ship as a value`);
          return `export const ${name} = ${JSON.stringify(value)};`;
        })
        .join('\n');
    },
  };
}
