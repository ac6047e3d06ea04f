/** The repo's redocly.yaml as the package ships it. */
export function packageRedoclyConfig(root: string): string;
/** The repo's .redocly.lint-ignore.yaml as the package ships it (keyed by the package's openapi.yaml). */
export function packageLintIgnore(root: string): string;
/** Writes openapi.yaml, redocly.yaml, .redocly.lint-ignore.yaml and lib/openapi.json into the package directory `dir` (lib/ must exist). */
export function writeContractFiles(root: string, dir: string): void;
