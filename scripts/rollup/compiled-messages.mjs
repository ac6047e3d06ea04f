import { readFile } from 'node:fs/promises';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const COMPILED = '.compiled.js';
/** The one way a component takes a catalogue, so the build sees every one (sdk/ui/i18n.ts). */
const IMPORT = /^import [A-Za-z_$][\w$]* from '[^']*messages\.en\.json';$/;
/** A catalogue named where a module is: after `from`, `import`, `import(` or `require(`. */
const SPECIFIER = /(?:\bfrom|\bimport|\brequire)\s*\(?\s*(['"`])[^'"`\n]*messages\.en\.json\1/g;
/** The code the builds ship: the SDK and the console. */
const SOURCE = /[/\\](sdk|console)[/\\]/;

/** FormatJS's parse of an English message as the runtime's parts (sdk/core/message-render.ts). */
function partsOf(nodes, message) {
  return nodes.map((node) => {
    if (node.type === TYPE.literal) return node.value;
    if (node.type === TYPE.pound) return ['#', 'number'];
    if (node.type === TYPE.argument) return [node.value];
    if (node.type === TYPE.number && !node.style) return [node.value, 'number'];
    if ((node.type === TYPE.plural && !node.offset && node.pluralType === 'cardinal') || node.type === TYPE.select)
      return [
        node.value,
        node.type === TYPE.plural ? 'plural' : 'select',
        Object.fromEntries(Object.entries(node.options).map(([key, { value }]) => [key, partsOf(value, message)])),
      ];
    throw new Error(
      `"${message}" uses ICU syntax the widgets' formatter does not have (docs/decisions/0026-widget-messages-icu-subset.md)`,
    );
  });
}

/** Adjacent texts joined, as the runtime's own parser gives them. */
const joined = (parts) =>
  parts.reduce((out, part) => {
    if (typeof part === 'string' && typeof out.at(-1) === 'string') out[out.length - 1] += part;
    else if (typeof part === 'string') out.push(part);
    else
      out.push(
        part[2]
          ? [part[0], part[1], Object.fromEntries(Object.entries(part[2]).map(([k, v]) => [k, joined(v)]))]
          : part,
      );
    return out;
  }, []);

/** An English message parsed at build time: its text when it has no argument, else its parts. */
export function compileEnglish(message) {
  const parts = joined(partsOf(parse(message, { ignoreTag: true }), message));
  return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
}

/**
 * `import english from './messages.en.json'` gives the catalogue already parsed (sdk/core/message-render.ts), so an
 * English host download carries no ICU parser (docs/decisions/0029-english-messages-compiled-at-build.md). Used by the
 * rollup builds and by vitest, so tests run what ships. Any other way of importing a catalogue fails the build: it
 * would bypass the compilation.
 */
export function compiledMessages() {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('messages.en.json')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || resolved.id.endsWith(COMPILED)) return resolved;
      return `\0${resolved.id}${COMPILED}`;
    },
    async load(id) {
      if (!id.startsWith('\0') || !id.endsWith(COMPILED)) return null;
      const file = id.slice(1, -COMPILED.length);
      this.addWatchFile(file);
      const english = JSON.parse(await readFile(file, 'utf8'));
      const compiled = {};
      for (const [key, message] of Object.entries(english)) {
        try {
          compiled[key] = compileEnglish(message);
        } catch (error) {
          this.error(`${file}: ${key}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
    transform(code, id) {
      if (!SOURCE.test(id) || /\.test\.|node_modules/.test(id)) return null;
      for (const [statement] of code.matchAll(SPECIFIER)) {
        const line = code
          .slice(code.lastIndexOf('\n', code.indexOf(statement)) + 1)
          .split('\n')[0]
          .trim();
        if (/^(\/\/|\*|\/\*)/.test(line) || IMPORT.test(line)) continue;
        this.error(
          `${id}: "${line}" — import a catalogue only as \`import english from './messages.en.json';\` and read it with useMessages(english) (sdk/ui/i18n.ts), so the build compiles it.`,
        );
      }
      return null;
    },
  };
}
