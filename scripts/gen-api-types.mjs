// `npm run gen:types`: the SDK's API types, sdk/api/schema.d.ts, generated from the contract server-mock/openapi.yaml
// with openapi-typescript. `--stdout` prints them instead of writing (server-mock/test/api-types.test.ts compares the
// committed file with that and fails while it is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const contract = new URL('../server-mock/openapi.yaml', import.meta.url);
const output = new URL('../sdk/api/schema.d.ts', import.meta.url);
const header = `${COMMENT_HEADER.trimEnd()}\n// Source: server-mock/openapi.yaml. Regenerate with \`npm run gen:types\`.\n\n`;

const types = header + astToString(await openapiTS(contract));

if (process.argv.includes('--stdout')) {
  process.stdout.write(types);
} else {
  let current = null;
  try {
    current = readFileSync(output, 'utf8');
  } catch {
    // first run: no file yet
  }
  if (current === types) {
    console.log('sdk/api/schema.d.ts is up to date.');
  } else {
    writeFileSync(output, types);
    console.log(`Wrote sdk/api/schema.d.ts (${types.split('\n').length} lines) from server-mock/openapi.yaml.`);
  }
}
