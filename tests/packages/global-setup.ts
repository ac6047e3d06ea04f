import type { TestProject } from 'vitest/node';
import { startRegistry } from '../../scripts/registry/local-registry.mjs';
import { freePort } from '../e2e/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `.npmrc` line that takes `@podspot/*` from the run's local registry. */
    podspotNpmrc: string;
    registryUrl: string;
  }
}

/**
 * One local registry for the whole package run, with every tarball of `npm run pack` published: the fresh projects
 * install `@podspot/*` from it by name. Everything else still comes from npmjs, through npm's shared cache.
 */
export async function setup(project: TestProject) {
  const started = performance.now();
  const registry = await startRegistry({ port: await freePort() });
  console.log(
    `local registry ${registry.url}: ${registry.published.length} packages published in ${Math.round(performance.now() - started)} ms`,
  );
  project.provide('podspotNpmrc', registry.npmrc);
  project.provide('registryUrl', registry.url);
  return registry.stop;
}
