import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASTWAVE_USERS } from '../../examples/castwave-users.ts';
import { createExamplesApp } from '../../examples/server.ts';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { startServer, type TestServer } from './helpers.ts';

// Castwave's backend (examples/server.ts) against a real mock: "Start earning with Podspot" for its own users.
let podspot: TestServer;
let castwave: Server;
let castwaveBase = '';

const listen = (app: Express) =>
  new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });

beforeAll(async () => {
  podspot = await startServer();
  castwave = await listen(createExamplesApp({ podspotOrigin: podspot.base, partnerKey: DEMO_PARTNER_KEY }));
  castwaveBase = `http://127.0.0.1:${(castwave.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => castwave.close(resolve));
  await podspot.close();
});

async function backend(method: string, path: string, body?: unknown) {
  const res = await fetch(`${castwaveBase}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe("Castwave's backend joins its users up", () => {
  it('has demo users who have not joined through Castwave; one of them has a Podspot account of her own', async () => {
    const withOwnAccount = CASTWAVE_USERS.filter((user) => podspot.ctx.store.users.some((u) => u.email === user.email));
    expect(withOwnAccount.map((user) => user.id)).toEqual(['cw_1130']); // the link offer's demo (decision 0055)
    for (const user of CASTWAVE_USERS) {
      const status = await backend('GET', `/my-backend/podspot-account?user=${user.id}`);
      expect(status.body).toEqual({ joined: false, account: null });
    }
  });

  it('creates the account once, with every show managed by Castwave, and answers a token for it', async () => {
    const [user] = CASTWAVE_USERS;
    const first = await backend('POST', '/my-backend/podspot-account', { user: user!.id });
    expect(first.status).toBe(201);
    expect(first.body.account).toMatchObject({ external_id: user!.id, email: user!.email, has_password: false });
    expect(first.body.account.podcasts).toEqual([
      expect.objectContaining({ feed_managed_by_partner: true, feed_integrated: true }),
    ]);
    const me = await podspot.call('GET', '/user', { token: first.body.token });
    expect(me.body.email).toBe(user!.email);

    const again = await backend('POST', '/my-backend/podspot-account', { user: user!.id });
    expect(again.status).toBe(200);
    expect(again.body.account.id).toBe(first.body.account.id);
    expect(podspot.ctx.store.users.filter((u) => u.email === user!.email)).toHaveLength(1);
    expect((await backend('GET', `/my-backend/podspot-account?user=${user!.id}`)).body.joined).toBe(true);
  });

  it("mints the widgets' token by Castwave's id once the user joined, and by email for a Podspot user", async () => {
    const [, user] = CASTWAVE_USERS;
    await backend('POST', '/my-backend/podspot-account', { user: user!.id });
    const joined = await backend('POST', '/my-backend/podspot-token', { user: user!.id });
    expect((await podspot.call('GET', '/user', { token: joined.body.token })).body.email).toBe(user!.email);
    const podspotUser = await backend('POST', '/my-backend/podspot-token', { user: 'publisher@podspot.test' });
    expect(podspotUser.status).toBe(201);
  });

  it('answers 404 for someone who is not a Castwave user', async () => {
    expect((await backend('POST', '/my-backend/podspot-account', { user: 'cw_0' })).status).toBe(404);
  });
});
