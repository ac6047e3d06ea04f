import express, { type RequestHandler } from 'express';
import { HttpError } from '../http/errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-depth.ts';

/**
 * `express.json` that refuses a body nested deeper than MAX_JSON_DEPTH with a 400 before it is parsed, so no handler,
 * validator or store ever holds it.
 */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, raw) => {
      if (nestsDeeperThan(raw, MAX_JSON_DEPTH))
        throw new HttpError(400, {
          body: `The JSON body nests more than ${MAX_JSON_DEPTH} levels of objects and arrays; send a flatter one.`,
        });
    },
  });
}
