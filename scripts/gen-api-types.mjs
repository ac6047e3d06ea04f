// `npm run gen:types`: the API types generated from the contract server-mock/openapi.yaml with openapi-typescript, in
// two places: sdk/api/schema.d.ts (the SDK's) and server-mock/client/api-schema.ts (the mock-server package's typed
// client; the mock server may not import from sdk/api, and the package ships it as a .d.ts). `--stdout` prints them
// instead of writing (server-mock/test/api-types.test.ts compares the committed files with that and fails while
// either is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const contract = new URL('../server-mock/openapi.yaml', import.meta.url);
const outputs = ['sdk/api/schema.d.ts', 'server-mock/client/api-schema.ts'];
const header = `${COMMENT_HEADER.trimEnd()}\n// Source: server-mock/openapi.yaml. Regenerate with \`npm run gen:types\`.\n\n`;

const types = header + astToString(await openapiTS(contract));

if (process.argv.includes('--stdout')) {
  process.stdout.write(types);
} else {
  for (const path of outputs) {
    const output = new URL(`../${path}`, import.meta.url);
    let current = null;
    try {
      current = readFileSync(output, 'utf8');
    } catch {
      // first run: no file yet
    }
    if (current === types) {
      console.log(`${path} is up to date.`);
    } else {
      writeFileSync(output, types);
      console.log(`Wrote ${path} (${types.split('\n').length} lines) from server-mock/openapi.yaml.`);
    }
  }
}
