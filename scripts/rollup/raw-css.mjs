import { readFile } from 'node:fs/promises';

/** `import css from './x.css?raw'` → the file's text, minified lightly; the same import works in vitest. */
export function rawCss() {
  return {
    name: 'raw-css',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -4), importer, { skipSelf: true });
      return resolved ? `\0raw:${resolved.id}` : null;
    },
    async load(id) {
      if (!id.startsWith('\0raw:')) return null;
      const file = id.slice(5);
      this.addWatchFile(file);
      const css = (await readFile(file, 'utf8'))
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
