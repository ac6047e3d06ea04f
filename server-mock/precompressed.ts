import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** The encodings a request accepts (q=0 refuses one), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part
      .toLowerCase()
      .split(';')
      .map((s) => s.trim());
    const q = params.map((p) => /^q=([\d.]+)$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Serves `file.br` / `file.gz` (written by the build, scripts/rollup/precompress.mjs) in place of `file` when the
 * browser accepts that encoding; place it before express.static for the same folder. Only files found in the folder
 * at start-up are candidates, so a request path never reaches the file system unchecked.
 */
export function precompressed(dir: string) {
  const available = new Map<string, Set<string>>();
  if (existsSync(dir)) {
    for (const file of readdirSync(dir, { recursive: true }) as string[]) {
      const encoding = ENCODINGS.find(([, ext]) => file.endsWith(ext));
      if (!encoding) continue;
      const original = `/${file.slice(0, -encoding[1].length).split('\\').join('/')}`;
      if (!existsSync(join(dir, original))) continue;
      available.set(original, (available.get(original) ?? new Set()).add(encoding[0]));
    }
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const encodings = (req.method === 'GET' || req.method === 'HEAD') && available.get(req.path);
    if (!encodings) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const chosen = ENCODINGS.find(([name]) => encodings.has(name) && accepted.has(name));
    if (!chosen) return next();
    res.set('Content-Encoding', chosen[0]);
    res.type(extname(req.path)); // express.static keeps a Content-Type that is already set
    req.url = `${req.path}${chosen[1]}${req.url.slice(req.path.length)}`;
    next();
  };
}
