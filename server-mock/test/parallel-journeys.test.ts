import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../client/index.ts';
import { startServer, type TestServer } from './helpers.ts';

const MP3 = readFileSync(new URL('../assets/sample-podspot.mp3', import.meta.url));
const PUBLISHER = 'publisher@podspot.test';
const WORKERS = 4;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Lets the four journeys meet at each step, so every check runs while the others' changes are in place. */
function createBarrier(parties: number) {
  let waiting: (() => void)[] = [];
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === parties) {
        for (const release of waiting) release();
        waiting = [];
      }
    });
}

/** What a worker sees of its sandbox: the numbers the other workers' steps would change if they leaked. */
async function snapshot(token: string) {
  const get = async (path: string) => {
    const res = await fetch(`${server.base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.json() };
  };
  return {
    offered: (await get('/earn/opportunities/count')).body.count as number,
    balance: (await get('/billing/balance')).body.available_amount as number,
    archived: (await get('/earn/podspots')).body.archived_podspots as number,
    publishersStatus: (await get('/earn/publishers')).status,
  };
}

/**
 * One Playwright worker's journey, as the same test in each worker would run it: the same account and the same
 * opportunities in every sandbox, so any leak between sandboxes changes a count, a balance, a status or a mailbox.
 */
async function journey(worker: number, sandbox: MockSandbox, meet: () => Promise<void>) {
  const token = (await sandbox.signIn(PUBLISHER)).jwt_token; // carries the sandbox: no header needed from here on
  const call = (method: string, path: string, body?: unknown) => server.call(method, path, { token, body });
  const start = await snapshot(token);
  await meet();

  // Accept two offers on a podcast whose smart feed is not integrated: upload and integrate one, archive the other.
  const feeds = await Promise.all(
    (await call('GET', '/earn/publishers')).body.publishers.map(async (p: { id: number }) => ({
      id: p.id,
      integrated: (await call('GET', `/earn/podcast/${p.id}/smart_feed`)).body.feed_integrated as boolean,
    })),
  );
  const podcastId = feeds.find((f) => !f.integrated)!.id;
  const offers = (await call('GET', '/earn/opportunities')).body.data.opportunities.filter(
    (o: { publisher_podcast_id: number }) => o.publisher_podcast_id === podcastId,
  );
  const kept = await call('POST', `/earn/opportunity/${offers[0].id}/accept`);
  const archived = await call('POST', `/earn/opportunity/${offers[1].id}/accept`);
  expect([kept.status, archived.status]).toEqual([201, 201]); // a 409 would mean another worker accepted it here
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(MP3)]), 'read.mp3');
  const uploaded = await fetch(`${server.base}/api/earn/podspot/${kept.body.id}/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(uploaded.status).toBe(200);
  const integrated = await call('POST', `/earn/podcast/${podcastId}/smart_feed/accept`);
  expect(integrated.body.pending_podspot_ids).toContain(kept.body.id);
  expect((await call('POST', `/earn/podspot/${archived.body.id}/archive`, { archived: true })).status).toBe(200);
  expect((await call('POST', '/stripe/withdraw', { amount: 1 })).status).toBe(201);
  await meet();

  const changed = { offered: start.offered - 2, balance: start.balance - 1, archived: start.archived + 1 };
  expect(await snapshot(token)).toMatchObject(changed);

  // A fault and a mail of each worker's own: another worker's would show as another status or a second mail.
  await sandbox.faults.add({ path: '/earn/publishers', status: 500 + worker });
  await server.call('POST', '/forgot_password', { body: { email: PUBLISHER }, headers: sandbox.headers });
  await meet();
  expect((await snapshot(token)).publishersStatus).toBe(500 + worker);
  expect(await sandbox.outbox(PUBLISHER)).toHaveLength(1);
  await meet();

  // Half the workers reset while the other half check that nothing of theirs was undone, then the other way round.
  const resetAndCheck = async () => {
    await sandbox.reset();
    expect(await snapshot(token)).toMatchObject({ ...start, publishersStatus: 200 });
    expect(await sandbox.outbox(PUBLISHER)).toEqual([]);
  };
  const resetFirst = worker % 2 === 0;
  if (resetFirst) await resetAndCheck();
  else {
    expect(await snapshot(token)).toMatchObject({ ...changed, publishersStatus: 500 + worker });
    expect(await sandbox.outbox(PUBLISHER)).toHaveLength(1);
  }
  await meet();
  if (resetFirst) expect(await snapshot(token)).toMatchObject({ ...start, publishersStatus: 200 });
  else await resetAndCheck();
}

describe('four workers on one server', () => {
  it('run the same journey at once, each in its own sandbox, and never see each other', async () => {
    const mock = createMockClient(`${server.base}/api`);
    const before = await snapshot(await server.signIn(PUBLISHER));
    const sandboxes = await Promise.all(Array.from({ length: WORKERS }, () => mock.createSandbox()));
    const meet = createBarrier(WORKERS);
    try {
      await Promise.all(sandboxes.map((sandbox, worker) => journey(worker, sandbox, meet)));
    } finally {
      await Promise.all(sandboxes.map((s) => s.close()));
    }
    // The default sandbox, which calls without a sandbox reach, saw none of it.
    expect(await snapshot(await server.signIn(PUBLISHER))).toEqual(before);
    expect(await mock.outbox(PUBLISHER)).toEqual([]);
  });
});
