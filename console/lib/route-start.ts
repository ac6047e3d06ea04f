import type { ApiClient } from '@sdk/api/client';
import { api } from './api';
import { decide } from './guard';
import { withPrefetch } from './prefetch';
import { onSignOut, session } from './session';

/*
 * Render-as-you-fetch: the router asks for a page's chunks as soon as its route matches, and the routes of the pages
 * that wait on their figures start the page's first calls then, so the answers are on the way while the page's code
 * still loads. (Measured on scenario `large`: otherwise they leave after the page's first render and effects, 150 to
 * 300 ms after the route matched.) The pages make the same calls through `routeClient` and take those answers.
 *
 * Only area chunks import this module: the calls are started by a module of the page's area, loaded with its chunk.
 */
const prefetch = withPrefetch(api);
onSignOut(prefetch.clear);

/** The client of the pages whose calls start with their route: it answers a GET started then from that call. */
export const routeClient = prefetch.client;

/**
 * A page's first calls, made on the client given (it keeps their answers for the page). A failure of a returned
 * promise reaches the page that takes the answer; it is not reported as unhandled here.
 */
export type RouteCalls = (client: ApiClient) => readonly Promise<unknown>[] | void;

/**
 * Starts a page's first calls when its route matches, if the route guard (`decide`) will show that page to the user
 * signed in; otherwise the guard sends them elsewhere and nothing is started.
 */
export function startRouteCalls(path: string, calls: RouteCalls): void {
  if (decide(path, session.getState().user).kind !== 'render') return;
  for (const call of calls(prefetch.prefetching) ?? []) call.catch(() => {});
}
