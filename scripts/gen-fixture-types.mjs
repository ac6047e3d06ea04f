// `npm run gen:types` (second step): the TypeScript type of a fixture once `checkSchema` passed it, generated from
// server-mock/fixtures/fixture.schema.json into server-mock/fixtures/schema-types.ts. After ajv's `useDefaults` a field
// the schema requires or gives a default is there, so it is required in the type; any other field is optional.
// `--stdout` prints the file instead of writing it (server-mock/test/fixture-types.test.ts fails while it is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';

const OUTPUT = 'server-mock/fixtures/schema-types.ts';
const schema = JSON.parse(
  readFileSync(new URL('../server-mock/fixtures/fixture.schema.json', import.meta.url), 'utf8'),
);
const defs = schema.$defs;

const typeName = (def) => def.charAt(0).toUpperCase() + def.slice(1);
const defOf = (ref) => {
  const name = /^#\/\$defs\/(\w+)$/.exec(ref)?.[1];
  if (!name || !defs[name]) throw new Error(`gen-fixture-types: cannot resolve $ref ${ref}`);
  return name;
};
/** Object definitions get a named type; the others (id, time, figures …) are written out where they are used. */
const named = (name) => defs[name].type === 'object';
const PRIMITIVES = { string: 'string', integer: 'number', number: 'number', boolean: 'boolean', null: 'null' };

/** The TypeScript type of a schema node. */
function typeOf(node) {
  if (node.$ref) {
    const name = defOf(node.$ref);
    return named(name) ? typeName(name) : typeOf(defs[name]);
  }
  if ('const' in node) return JSON.stringify(node.const);
  if (node.enum) return node.enum.map((v) => JSON.stringify(v)).join(' | ');
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return types
    .map((type) => {
      if (type === 'array') return `(${typeOf(node.items)})[]`;
      if (type === 'object') return objectOf(node);
      if (!PRIMITIVES[type]) throw new Error(`gen-fixture-types: no TypeScript type for ${JSON.stringify(node)}`);
      return PRIMITIVES[type];
    })
    .join(' | ');
}

/** A field is there after the check when the schema requires it or gives a default (its own, or its definition's). */
const present = (object, key, node) =>
  (object.required ?? []).includes(key) || 'default' in node || (node.$ref && 'default' in defs[defOf(node.$ref)]);

function objectOf(node) {
  const fields = Object.entries(node.properties ?? {}).map(([key, field]) => {
    const doc = field.description ? `/** ${field.description.replace(/\*\//g, '* /')} */\n` : '';
    return `${doc}${JSON.stringify(key)}${present(node, key, field) ? '' : '?'}: ${typeOf(field)};`;
  });
  return `{\n${fields.join('\n')}\n}`;
}

const header = `// Generated from fixture.schema.json by scripts/gen-fixture-types.mjs. Regenerate with \`npm run gen:types\`.\n\n`;
const body = [
  `/** ${schema.title}, as \`checkSchema\` leaves it: the schema's defaults filled in. */\nexport type FixtureDocument = ${objectOf(schema)};`,
  ...Object.keys(defs)
    .filter(named)
    .map((name) => `export type ${typeName(name)} = ${objectOf(defs[name])};`),
].join('\n\n');
const options = { ...(await prettier.resolveConfig(OUTPUT)), filepath: OUTPUT };
const text = await prettier.format(header + body + '\n', options);

if (process.argv.includes('--stdout')) process.stdout.write(text);
else {
  let current = null;
  try {
    current = readFileSync(OUTPUT, 'utf8');
  } catch {
    // first run: no file yet
  }
  if (current === text) console.log(`${OUTPUT} is up to date.`);
  else {
    writeFileSync(OUTPUT, text);
    console.log(`Wrote ${OUTPUT} from server-mock/fixtures/fixture.schema.json.`);
  }
}
