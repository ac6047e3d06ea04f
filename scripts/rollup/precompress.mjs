import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024; // below this, the headers cost more than compression saves
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `file.br` and `file.gz` beside every compressible file a build wrote, once, at build time; the server sends
 * them to browsers that accept them (server-mock/precompressed.ts), so nothing is compressed per request.
 */
export function precompress() {
  return {
    name: 'precompress',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? dirname(options.file);
      await Promise.all(
        Object.keys(bundle)
          .filter((f) => COMPRESSIBLE.test(f))
          .map(async (fileName) => {
            const path = join(outDir, fileName);
            const bytes = await readFile(path);
            if (bytes.length < MIN_BYTES) return;
            await writeFile(
              `${path}.br`,
              await brotli(bytes, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
              }),
            );
            await writeFile(`${path}.gz`, await gz(bytes, { level: 9 }));
          }),
      );
    },
  };
}
