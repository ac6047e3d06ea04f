import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node answers itself, before any route runs, and the error code its parser gives for each. */
const ANSWERS: Record<string, { status: number; text: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    detail: 'The request line and headers are over 16 KB: send long filters in fewer characters or in a JSON body.',
  },
};

/**
 * Node answers a request its parser refuses (a 60 kB query string) with a bare status and no body; this answers it in
 * the API's error shape, `{"detail": {...}}`, as every other error (docs: server-mock/README.md#errors).
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const known = ANSWERS[error.code ?? ''];
    if (!known || !socket.writable) return void socket.destroy();
    const body = JSON.stringify({ detail: { request: known.detail } });
    socket.end(
      `HTTP/1.1 ${known.status} ${known.text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
