// rollup-plugin-dts writes `export type * from '<module mapped to a package>'` as `export * from '<package>'`, which
// would also re-export the package's values (loadPodspot) as if this package had them. This plugin writes out the
// names the module exports instead, read by TypeScript from the module itself, so the list stays written once.
import { resolve } from 'node:path';
import ts from 'typescript';

/** The names `file` exports, sorted. */
function exportedNames(file) {
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, strict: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`spell-out-exports: ${file} is not a module.`);
  return checker
    .getExportsOfModule(module)
    .map((s) => s.name)
    .sort();
}

/**
 * A rollup plugin for a .d.ts bundle: each `export * from '<id>';` whose `id` is a key of `modules` becomes
 * `export { <the names that module exports> } from '<id>';`.
 *
 * @param {{ root: string, modules: Record<string, string> }} options package id → the repo module it stands for
 * @returns {import('rollup').Plugin}
 */
export function spellOutExports({ root, modules }) {
  return {
    name: 'podspot-spell-out-exports',
    /** @param {string} code */
    renderChunk(code) {
      let out = code;
      for (const [id, source] of Object.entries(modules)) {
        const star = `export * from '${id}';`;
        if (!out.includes(star)) continue;
        const names = exportedNames(resolve(root, source));
        out = out.replace(star, `export { ${names.join(', ')} } from '${id}';`);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
