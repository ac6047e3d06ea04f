import type { Server } from 'node:http';
import type { Express } from 'express';
import { answerClientErrorsAsJson } from './http/client-errors.ts';

/** The port was taken: the caller says, in its own terms, how to choose another. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    message = `Port ${port} is in use.`,
  ) {
    super(message);
    this.name = 'PortInUseError';
  }
}

/** Listens on `port` (0: a free one) and resolves once bound; a taken port rejects with PortInUseError. */
export function listen(app: Express, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port);
    answerClientErrorsAsJson(server);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error),
    );
  });
}

/** Stops listening and ends open connections (keep-alive ones too), so the port is free when it resolves. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
