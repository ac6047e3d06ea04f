import { readFileSync } from 'node:fs';

/**
 * The release (package.json): the mock package's and the SDK's version, `window.Podspot.version`. The same relative
 * path holds in the repo (server-mock/ → package.json) and in the package (lib/ → its package.json).
 */
export const VERSION: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
