import { readFile } from 'node:fs/promises';
import { routePreloadFileName, routePreloadSource } from './route-preload.mjs';

/**
 * Writes index.html from a template, pointing at the hashed entry chunk and preloading its static imports and, by path,
 * the chunks of the page's area (route-preload.mjs).
 */
export function htmlEntry({ template, entryName }) {
  return {
    name: 'html-entry',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === entryName);
      if (!entry) this.error(`no entry chunk named ${entryName}`);
      const links = entry.imports.map((f) => `<link rel="modulepreload" href="/${f}">`);
      const routeScript = routePreloadSource(bundle, new Set([entry.fileName, ...entry.imports]));
      if (routeScript) {
        const fileName = routePreloadFileName(routeScript);
        this.emitFile({ type: 'asset', fileName, source: routeScript });
        // First in <head>: it is asked for before the entry's chunks and runs as soon as it arrives (async).
        links.unshift(`<script type="module" async src="/${fileName}"></script>`);
      }
      const preloads = links.join('\n    ');
      const html = (await readFile(template, 'utf8'))
        .replace('<!-- preloads -->', preloads)
        .replace('<!-- entry -->', `<script type="module" src="/${entry.fileName}"></script>`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}
