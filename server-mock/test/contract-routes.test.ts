import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { createApiRouter } from '../api-router.ts';
import { createContext, sharedOf } from '../context.ts';
import { loadContract } from '../openapi.ts';
import { createSandboxes } from '../sandboxes/registry.ts';
import { sandboxRoutes } from '../sandboxes/routes.ts';

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** `METHOD /path/{param}` of every route registered in a router and the routers nested in it. */
function routesOf(router: Router): string[] {
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const path = layer.route.path.replace(/:(\w+)/g, '{$1}');
        return Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => `${m.toUpperCase()} ${path}`);
      }
      return layer.handle?.stack ? walk(layer.handle.stack) : [];
    });
  return walk((router as unknown as { stack: Layer[] }).stack);
}

/** `/earn/podcast/{publisher_podcast_id}/…` and `/earn/podcast/{id}/…` are one route: names of parameters differ. */
const shape = (key: string) => key.replace(/\{[^}]+\}/g, '{}');

describe('the contract declares every route the app registers', () => {
  it('every method and path of the /api routers is an operation of openapi.yaml', async () => {
    const contract = loadContract();
    const ctx = await createContext(sharedOf({ jwtSecret: 'test-secret', scenario: 'empty' }));
    const routes = [
      ...routesOf(createApiRouter(ctx, contract, () => {})),
      ...routesOf(sandboxRoutes(createSandboxes(sharedOf({}), ctx, contract))),
    ];
    const declared = new Set(contract.operations.map((o) => shape(`${o.method} ${o.template}`)));
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((r) => !declared.has(shape(r)))).toEqual([]);
  });
});
