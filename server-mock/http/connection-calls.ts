import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';

const callsOn = new WeakMap<Socket, number>();

/**
 * Counts the calls each connection has carried, for every path the app serves: a rule can then tell a call on a
 * connection a client opened for it from one on a kept-alive connection (which a browser retries on its own after a
 * reset, server-mock/README.md#reset-and-browser-retries).
 */
export const countConnectionCalls: RequestHandler = (req, _res, next) => {
  callsOn.set(req.socket, (callsOn.get(req.socket) ?? 0) + 1);
  next();
};

/** Whether the call came on a connection that carried an earlier call. */
export const onReusedConnection = (req: Request): boolean => (callsOn.get(req.socket) ?? 1) > 1;
