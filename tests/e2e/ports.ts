import type { Server } from 'node:http';
import { createServer } from 'node:net';

/** A port free on loopback now (the servers that need each other's URLs are given them before they listen). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      })
      .on('error', reject);
  });

export const listen = (app: { listen(port: number, cb: () => void): Server }, port: number) =>
  new Promise<Server>((resolve) => {
    const server = app.listen(port, () => resolve(server));
  });
