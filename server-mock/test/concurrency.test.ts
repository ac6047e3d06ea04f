import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../app.ts';
import { readStateFile } from '../persistence/state-file.ts';
import { startServer } from './helpers.ts';

// With --state FILE every write is answered only once it is on disk, so many requests are in flight at once:
// the closest the mock gets to a busy server. payout.test.ts covers overdrawing; this file covers what is left.
const dir = mkdtempSync(join(tmpdir(), 'podspot-concurrency-'));
const stateFile = join(dir, 'mock.json');
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ stateFile });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const PUBLISHER = 'publisher@podspot.test';
const owner = (email: string) => server.ctx.store.users.find((u) => u.email === email)!.id;
const embedToken = async (email: string) =>
  (
    await server.call('POST', '/partner/embed_tokens', {
      headers: { 'x-partner-key': DEMO_PARTNER_KEY },
      body: { email },
    })
  ).body.token as string;

describe('concurrent accepts of one opportunity', () => {
  it('exactly one answers 2xx, the others 409, and one draft podspot exists for it', async () => {
    // The console and a widget of the same publisher, both pressing Accept at the same moment.
    const tokens = [await server.signIn(PUBLISHER), await embedToken(PUBLISHER)];
    const offered = (await server.call('GET', '/earn/opportunities?rejected=false', { token: tokens[0] })).body.data
      .opportunities;
    const target = offered.at(-1).id as number;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.call('POST', `/earn/opportunity/${target}/accept`, { token: tokens[i % 2] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => typeof r.body.detail.error === 'string')).toBe(true);
    expect(server.ctx.store.podspots.filter((p) => p.opportunity_id === target)).toHaveLength(1);
    const after = (await server.call('GET', '/earn/opportunities?rejected=false', { token: tokens[0] })).body.data
      .opportunities;
    expect(after.some((o: { id: number }) => o.id === target)).toBe(false);
    expect(after).toHaveLength(offered.length - 1);
  });

  it('an accept racing a not-interested: accepted once, whichever the server took first', async () => {
    const token = await server.signIn(PUBLISHER);
    const target = (
      await server.call('GET', '/earn/opportunities?rejected=false', { token })
    ).body.data.opportunities.at(-1).id as number;
    const [accept, reject] = await Promise.all([
      server.call('POST', `/earn/opportunity/${target}/accept`, { token }),
      server.call('POST', `/earn/opportunity/${target}/reject`, { token, body: { rejected: true } }),
    ]);
    // Accept takes a not-interested opportunity too; a not-interested after the accept answers 409.
    expect(accept.status).toBe(201);
    expect([200, 409]).toContain(reject.status);
    const opportunity = server.ctx.store.opportunities.find((o) => o.id === target)!;
    expect([opportunity.status, server.ctx.store.podspots.filter((p) => p.opportunity_id === target).length]).toEqual([
      'accepted',
      1,
    ]);
  });
});

describe('concurrent archives and unarchives of one podspot', () => {
  it('each answer shows its own change; the end state is listed exactly once, with matching counts', async () => {
    const token = await server.signIn(PUBLISHER);
    const { data, archived_podspots: archivedBefore } = (await server.call('GET', '/earn/podspots', { token })).body;
    const draft = data.podspots.find((p: { aasm_state: string }) => p.aasm_state === 'draft');
    const flips = Array.from({ length: 11 }, (_, i) => i % 2 === 0); // archive, unarchive, …, archive
    const results = await Promise.all(
      flips.map((archived) => server.call('POST', `/earn/podspot/${draft.id}/archive`, { token, body: { archived } })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.map((r) => [r.body.id, r.body.archived])).toEqual(flips.map((archived) => [draft.id, archived]));
    const final = (await server.call('GET', `/earn/podspot/${draft.id}`, { token })).body.archived as boolean;

    const [active, archived] = await Promise.all(
      [false, true].map(async (a) => (await server.call('GET', `/earn/podspots?archived=${a}`, { token })).body),
    );
    const ids = (list: { data: { podspots: { id: number }[] } }) => list.data.podspots.map((p) => p.id);
    expect([...ids(active), ...ids(archived)].filter((id: number) => id === draft.id)).toEqual([draft.id]);
    expect(ids(final ? archived : active)).toContain(draft.id);
    expect(new Set(ids(active)).size).toBe(ids(active).length);
    expect(new Set(ids(archived)).size).toBe(ids(archived).length);
    expect(archived.archived_podspots).toBe(ids(archived).length);
    expect(active.archived_podspots).toBe(ids(archived).length);
    expect(ids(active).length + ids(archived).length).toBe(data.podspots.length + archivedBefore);
    expect(ids(archived).length).toBe(archivedBefore + (final ? 1 : 0));
    expect(server.ctx.store.podspots.filter((p) => p.id === draft.id)).toHaveLength(1);
  });
});

describe('concurrent withdrawals', () => {
  it('one ledger entry per success, never below zero, and the file holds the same ledger', async () => {
    const token = await server.signIn(PUBLISHER);
    const userId = owner(PUBLISHER);
    const withdrawals = () => server.ctx.store.ledger.filter((e) => e.user_id === userId && e.kind === 'withdrawal');
    const before = withdrawals().length;
    const balance = async () =>
      Math.round((await server.call('GET', '/billing/balance', { token })).body.available_amount * 100);
    const start = await balance();
    const amounts = [1, 2, 3, 5, 8, 13].map((n) => Math.max(1, Math.floor(start / 100 / 20) * n)); // together more than the balance
    const results = await Promise.all(
      [...amounts, ...amounts].map((amount) => server.call('POST', '/stripe/withdraw', { token, body: { amount } })),
    );
    const succeeded = results.filter((r) => r.status === 201);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 400 && r.body.detail.withdraw_error)).toBe(
      true,
    );
    expect(withdrawals().length - before).toBe(succeeded.length);
    const taken = succeeded.reduce((sum, r) => sum - Math.round(r.body.transaction.amount * 100), 0);
    expect(await balance()).toBe(start - taken);
    expect(await balance()).toBeGreaterThanOrEqual(0);
    // Each answer's balance is what was left right after that withdrawal: all different, none negative.
    const left = succeeded.map((r) => Math.round(r.body.available_amount * 100));
    expect(new Set(left).size).toBe(left.length);
    expect(Math.min(...left)).toBe(start - taken);

    const saved = readStateFile(stateFile)!;
    expect(saved.ledger.filter((e) => e.user_id === userId && e.kind === 'withdrawal')).toHaveLength(
      withdrawals().length,
    );
  });
});
