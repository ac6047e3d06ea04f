import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Folders never walked: installed, built or written by the tests (or Stryker's sandboxes), not part of the repo's text. */
const SKIP = new Set(['node_modules', 'dist', 'test-results', '.git', '.stryker-tmp']);
/** The repo's top-level folders: a path starting with one is read from the repo's root. */
const ROOTED = /^(sdk|console|server-mock|scripts|docs|tests|examples|types)\//;
/** A shorter path, relative to an area (`http/clock-catch-up.ts`): a folder, a slash and a file with a source extension. */
const SHORT = /^[\w.-]+(\/[\w.@-]+)+\.(tsx?|mjs|js|jsonc?|md|ya?ml|css|html)$/;
/** Patterns and placeholders (`sdk/**`, `<name>`, `NNNN`), the build's output and package-relative paths name no file. */
const NOT_A_PATH = /[*<>{}\s]|NNNN|^\.|^dist\//;

/** Every file and folder of the repo, relative to its root, outside the skipped folders. */
export const repoEntries = (dir = '.'): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = dir === '.' ? entry.name : join(dir, entry.name);
    return entry.isDirectory() ? [path, ...repoEntries(path)] : [path];
  });

/** The docs whose paths must exist: everything in docs/, every README and CONTRIBUTING. */
export const docFiles = (entries: string[]) =>
  entries.filter((f) => (f.startsWith('docs/') ? f.endsWith('.md') : /(^|\/)(README|CONTRIBUTING)\.md$/.test(f)));

/** The repo paths a Markdown text names in inline code, and its relative link targets; code blocks are examples. */
export function namedPaths(markdown: string, rootFiles: ReadonlySet<string>) {
  const text = markdown.replace(/```[\s\S]*?```/g, '');
  const code = [...text.matchAll(/`([^`\n]+)`/g)]
    .map(([, span]) => span.split(/[#:]/)[0].replace(/\/$/, ''))
    .filter((p) => !NOT_A_PATH.test(p) && (ROOTED.test(p) || rootFiles.has(p) || SHORT.test(p)));
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target.split('#')[0])
    .filter((target) => target && !/^[a-z]+:/.test(target));
  return { code, links };
}

/**
 * The paths `file` names that exist nowhere: a rooted path from the root or beside the file; a shorter one also as the
 * end of any repo path (`loader/validate.ts` for `sdk/embed/loader/validate.ts`) or inside an installed package.
 */
export function missingPaths(file: string, entries: string[]) {
  const rootFiles = new Set(entries.filter((e) => !e.includes('/')));
  const { code, links } = namedPaths(readFileSync(file, 'utf8'), rootFiles);
  const here = (p: string) => existsSync(p) || existsSync(join(dirname(file), p));
  const somewhere = (p: string) =>
    ROOTED.test(p) || rootFiles.has(p)
      ? false
      : entries.some((e) => e.endsWith(`/${p}`)) || existsSync(join('node_modules', p));
  return [
    ...code.filter((p) => !here(p) && !somewhere(p)),
    ...links.filter((p) => !existsSync(join(dirname(file), p))),
  ];
}
