import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_ERRORS } from '../state/podcast-claims.ts';
import { startServer } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

let seq = 0;
async function signUp(flags: Record<string, boolean>) {
  const email = `adder${++seq}@example.com`;
  const res = await server.call('POST', '/signup/', {
    body: {
      invite_code: 'PODSPOT-INVITE',
      first_name: 'Kira',
      last_name: 'Walsh',
      email,
      password: 'adding-pods',
      ...flags,
    },
  });
  return { token: res.body.jwt_token as string, user: server.ctx.store.users.find((u) => u.email === email)! };
}
/** Unclaimed catalogue shows, taken from the end so tests do not meet the shows new publishers receive. */
const free = (count: number) => {
  return server.ctx.store.podcasts.filter((p) => p.owner_id === null).slice(-count);
};
const takenShow = () => {
  const publisher = server.ctx.store.users.find((u) => u.email === 'publisher@podspot.test')!;
  return server.ctx.store.podcasts.find((p) => p.owner_id === publisher.id)!;
};

describe.each([
  ['advertiser', { is_publisher: false }, 'advertiser_congratulations'],
  ['network', { is_network: true }, 'network_congratulations'],
] as const)('%s onboarding', (kind, flags, congratulations) => {
  const validatePath = `/${kind}/podcast/validate`;
  const addPath = `/onboarding/${kind}/add_new_podcast`;

  it('validates, reports per-podcast errors, then adds the valid ones', async () => {
    const { token, user } = await signUp(flags);
    const [a, b] = free(2);
    const taken = takenShow();
    const check = await server.call('POST', validatePath, {
      token,
      body: { apple_ids: `${a.apple_id},${taken.apple_id},123,${b.apple_id}` },
    });
    expect(check.body).toEqual({
      status: 'error',
      podcasts: [
        { apple_id: taken.apple_id, name: taken.name, error: CLAIM_ERRORS.taken },
        { apple_id: 123, name: null, error: CLAIM_ERRORS.unknown },
      ],
    });
    const all = await server.call('POST', addPath, { token, body: { apple_ids: `${a.apple_id},${taken.apple_id}` } });
    expect(all).toMatchObject({ status: 400, body: { detail: { apple_ids: `${taken.name}: ${CLAIM_ERRORS.taken}` } } });
    expect(a.owner_id).toBeNull(); // all or nothing

    const ok = await server.call('POST', validatePath, {
      token,
      body: { apple_ids: ` ${a.apple_id} , ${b.apple_id},${a.apple_id}` },
    });
    expect(ok.body).toEqual({ status: 'success', podcasts: [] });
    const added = await server.call('POST', addPath, { token, body: { apple_ids: `${a.apple_id},${b.apple_id}` } });
    expect(added.body).toEqual({ onboarding_state: congratulations, completed: false, estimated_dls_per_ep: 0 });
    expect([a.owner_id, b.owner_id]).toEqual([user.id, user.id]);
    const settings = await server.call('GET', '/setting/podcasts', { token });
    expect(settings.body.podcasts.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());

    expect((await server.call('POST', addPath, { token, body: { apple_ids: `${a.apple_id}` } })).status).toBe(409);
    expect((await server.call('POST', '/onboarding', { token })).body).toMatchObject({
      onboarding_state: congratulations,
      completed: true,
    });
  });

  it('a podcast just added is "another account\'s" for everyone else', async () => {
    const first = await signUp(flags);
    const second = await signUp(flags);
    const [show] = free(1);
    await server.call('POST', addPath, { token: first.token, body: { apple_ids: String(show.apple_id) } });
    const check = await server.call('POST', validatePath, {
      token: second.token,
      body: { apple_ids: String(show.apple_id) },
    });
    expect(check.body.podcasts).toEqual([{ apple_id: show.apple_id, name: show.name, error: CLAIM_ERRORS.taken }]);
    const own = await server.call('POST', validatePath, {
      token: first.token,
      body: { apple_ids: String(show.apple_id) },
    });
    expect(own.body.status).toBe('success');
  });

  it.each([
    [{ apple_ids: '' }, 'Please select a podcast to continue.'],
    [{ apple_ids: '12,x' }, /digits, separated by commas/],
    [{}, 'This field is required.'],
    [{ apple_ids: 12 }, 'Must be a string.'],
  ])('rejects %j', async (body, message) => {
    const { token } = await signUp(flags);
    for (const path of [validatePath, addPath]) {
      const res = await server.call('POST', path, { token, body });
      expect(res.status).toBe(400);
      expect(res.body.detail.apple_ids).toMatch(message);
    }
  });

  it('needs a token and the role', async () => {
    expect((await server.call('POST', validatePath, { body: { apple_ids: '1' } })).status).toBe(401);
    expect((await server.call('POST', addPath, { body: { apple_ids: '1' } })).status).toBe(401);
    const publisher = await server.signIn('newpub@podspot.test');
    expect((await server.call('POST', validatePath, { token: publisher, body: { apple_ids: '1' } })).status).toBe(403);
    expect((await server.call('POST', addPath, { token: publisher, body: { apple_ids: '1' } })).status).toBe(403);
  });
});

it('a demo advertiser at advertiser_get_started completes through the same calls', async () => {
  const token = await server.signIn('newadv@podspot.test');
  const [show] = free(1);
  const res = await server.call('POST', '/onboarding/advertiser/add_new_podcast', {
    token,
    body: { apple_ids: String(show.apple_id) },
  });
  expect(res.body.onboarding_state).toBe('advertiser_congratulations');
});
