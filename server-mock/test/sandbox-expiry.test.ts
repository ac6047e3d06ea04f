import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, sharedOf } from '../context.ts';
import { loadContract, type Contract } from '../openapi.ts';
import { createSandboxes } from '../sandboxes/registry.ts';

const MINUTE = 60_000;

let contract: Contract;
beforeAll(() => {
  contract = loadContract();
});

/** A registry whose real time is `clock.t`, so idle expiry is tested without waiting. */
async function registryAt(idleSeconds: number) {
  const clock = { t: Date.UTC(2026, 10, 24, 12) };
  const shared = sharedOf({ jwtSecret: 'expiry', sandboxIdleSeconds: idleSeconds });
  const sandboxes = createSandboxes(shared, await createContext(shared), contract, () => clock.t);
  return { clock, sandboxes };
}

describe('idle sandboxes', () => {
  it('expire once unused for sandboxIdleSeconds; each use starts the wait again', async () => {
    const { clock, sandboxes } = await registryAt(30 * 60);
    const used = await sandboxes.create();
    const idle = await sandboxes.create();
    expect(sandboxes.summary(idle).expires_at).toBe(new Date(clock.t + 30 * MINUTE).toISOString());

    clock.t += 20 * MINUTE;
    expect(sandboxes.use(used.id)).toBe(used);
    clock.t += 10 * MINUTE; // idle one: 30 minutes unused
    expect(sandboxes.use(idle.id)).toBeUndefined();
    expect(sandboxes.list().map((s) => s.id)).toEqual([used.id]);

    clock.t += 19 * MINUTE; // 29 minutes since its last use
    expect(sandboxes.use(used.id)).toBe(used);
    clock.t += 30 * MINUTE;
    expect(sandboxes.list()).toEqual([]);
  });

  it('make room for new ones when they expire', async () => {
    const shared = sharedOf({ jwtSecret: 'expiry', sandboxIdleSeconds: 60, maxSandboxes: 1 });
    const clock = { t: Date.UTC(2026, 10, 24, 12) };
    const sandboxes = createSandboxes(shared, await createContext(shared), contract, () => clock.t);
    await sandboxes.create();
    await expect(sandboxes.create()).rejects.toMatchObject({ status: 429 });
    clock.t += MINUTE;
    expect((await sandboxes.create()).id).toMatch(/^sb_/);
  });
});
