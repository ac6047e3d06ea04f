/**
 * The loader script `loadPodspot()` adds by default. In the repository it is the mock server's current loader; the pack
 * step (scripts/pack/js.mjs) replaces this module with the loader of the package's own version, under its versioned
 * path, and that file's SRI hash from dist/sdk/manifest.json (docs/decisions/0011-npm-packages-pin-their-runtime.md).
 */
export const PINNED_RUNTIME: { src: string; integrity?: string } = { src: 'http://localhost:4010/sdk/podspot.js' };
