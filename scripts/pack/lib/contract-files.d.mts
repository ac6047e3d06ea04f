/** The repo's redocly.yaml as the package ships it. */
export function packageRedoclyConfig(root: string): string;
/** Writes openapi.yaml, redocly.yaml and lib/openapi.json into the package directory `dir` (lib/ must exist). */
export function writeContractFiles(root: string, dir: string): void;
