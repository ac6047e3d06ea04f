import { readFile } from 'node:fs/promises';

/** Writes index.html from a template, pointing at the hashed entry chunk and preloading its static imports. */
export function htmlEntry({ template, entryName }) {
  return {
    name: 'html-entry',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === entryName);
      if (!entry) this.error(`no entry chunk named ${entryName}`);
      const preloads = entry.imports.map((f) => `<link rel="modulepreload" href="/${f}">`).join('\n    ');
      const html = (await readFile(template, 'utf8'))
        .replace('<!-- preloads -->', preloads)
        .replace('<!-- entry -->', `<script type="module" src="/${entry.fileName}"></script>`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}
