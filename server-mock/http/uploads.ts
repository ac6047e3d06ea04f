import type { IncomingMessage } from 'node:http';
import Busboy from 'busboy';

export type UploadedFile = { bytes: Buffer; fileName: string; mimeType: string };
export type UploadResult =
  { ok: true; file: UploadedFile } | { ok: false; reason: 'not_multipart' | 'missing' | 'too_large' | 'malformed' };

/**
 * Reads the one file of a multipart request from `field`, keeping at most `maxBytes` in memory.
 * The whole body is consumed before answering (the part over the limit is discarded), so the
 * client reads a clean 413 instead of a reset connection. Other fields and files are skipped.
 */
export function readUpload(req: IncomingMessage, field: string, maxBytes: number): Promise<UploadResult> {
  if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) {
    req.resume();
    return Promise.resolve({ ok: false, reason: 'not_multipart' });
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: UploadResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: req.headers,
        limits: { files: 5, parts: 20, fields: 10, fieldSize: 64 * 1024, fileSize: maxBytes },
      });
    } catch {
      req.resume(); // e.g. a multipart type without a boundary
      finish({ ok: false, reason: 'malformed' });
      return;
    }
    let file: UploadedFile | undefined;
    let tooLarge = false;
    parser.on('file', (name, stream, info) => {
      if (name !== field || file || tooLarge) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = tooLarge = true;
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (!truncated) file = { bytes: Buffer.concat(chunks), fileName: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    parser.on('close', () => {
      if (tooLarge) finish({ ok: false, reason: 'too_large' });
      else finish(file ? { ok: true, file } : { ok: false, reason: 'missing' });
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      finish({ ok: false, reason: 'malformed' });
    });
    req.on('error', () => finish({ ok: false, reason: 'malformed' }));
    req.pipe(parser);
  });
}
