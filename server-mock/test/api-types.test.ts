import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../openapi.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const committed = () => readFileSync(new URL('../../sdk/api/schema.d.ts', import.meta.url), 'utf8');

describe('sdk/api/schema.d.ts', () => {
  it('is what `npm run gen:types` makes of server-mock/openapi.yaml today', () => {
    const result = spawnSync(process.execPath, ['scripts/gen-api-types.mjs', '--stdout'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 32 * 1024 * 1024,
    });
    expect(result.status, result.stderr).toBe(0);
    for (const path of ['sdk/api/schema.d.ts', 'server-mock/client/api-schema.ts']) {
      if (result.stdout !== readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) {
        throw new Error(
          `${path} is stale: the contract server-mock/openapi.yaml changed since it was generated. run npm run gen:types and commit the result.`,
        );
      }
    }
  }, 30_000);

  it('has every operation of the contract', () => {
    const types = committed();
    const ids = Object.values(
      loadContract().doc.paths as Record<string, Record<string, { operationId?: string }>>,
    ).flatMap((item) =>
      Object.values(item)
        .map((op) => op?.operationId)
        .filter(Boolean),
    );
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(types, id).toContain(`    ${id}: {`);
  });
});
