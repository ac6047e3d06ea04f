// The contract as the @podspot/mock-server package ships it: `openapi.yaml` to read, `lib/openapi.json` for the server
// (parsing the YAML took a third of its start), and `redocly.yaml` with `.redocly.lint-ignore.yaml`, the rules the
// contract is linted with and their one exception, so that `npx @redocly/cli lint openapi.yaml` in the package is as
// clean as `npm test`'s lint in the repo: no error, no warning.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';

/** The repo's redocly.yaml, its first comment (which names the repo's own command) replaced by the package's. */
export function packageRedoclyConfig(root) {
  const config = readFileSync(join(root, 'redocly.yaml'), 'utf8');
  const rules = config.slice(config.indexOf('extends:'));
  return (
    '# `npx @redocly/cli lint openapi.yaml` in this package: the recommended rules, less three that do not fit this\n' +
    '# contract.\n' +
    rules
  );
}

/** The repo's lint exceptions, keyed by the contract's path in the package instead of the repo's. */
export function packageLintIgnore(root) {
  const ignore = readFileSync(join(root, '.redocly.lint-ignore.yaml'), 'utf8');
  if (!ignore.includes('\nserver-mock/openapi.yaml:\n'))
    throw new Error('.redocly.lint-ignore.yaml: its exceptions must be keyed by server-mock/openapi.yaml.');
  return ignore.replace('\nserver-mock/openapi.yaml:\n', '\nopenapi.yaml:\n');
}

/** Writes the contract's files into the package directory `dir`. */
export function writeContractFiles(root, dir) {
  const contract = readFileSync(join(root, 'server-mock/openapi.yaml'), 'utf8');
  writeFileSync(join(dir, 'openapi.yaml'), contract);
  writeFileSync(join(dir, 'redocly.yaml'), packageRedoclyConfig(root));
  writeFileSync(join(dir, '.redocly.lint-ignore.yaml'), packageLintIgnore(root));
  writeFileSync(join(dir, 'lib/openapi.json'), JSON.stringify(parseYaml(contract)));
}
