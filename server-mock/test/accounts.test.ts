import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => { server = await startServer(); });
afterAll(() => server.close());

describe('POST /signin/', () => {
  it.each([
    ['publisher@podspot.test', ['publisher'], 'onboarding_congratulations', true],
    ['advertiser@podspot.test', ['advertiser'], 'advertiser_congratulations', true],
    ['newpub@podspot.test', ['publisher'], 'onboarding_get_started', false],
    ['Both@Podspot.test', ['publisher', 'advertiser'], 'onboarding_congratulations', true],
  ])('signs in %s', async (email, role, state, completed) => {
    const res = await server.call('POST', '/signin/', { body: { email, password: 'podspot-demo' } });
    expect(res.status).toBe(200);
    expect(res.body.role).toEqual(role);
    expect(res.body.onboarding).toEqual({ completed, current_state: state });
    expect(res.body.jwt_token.split('.')).toHaveLength(3);
  });

  it('answers 401 with the spec text for a wrong password', async () => {
    const res = await server.call('POST', '/signin/', { body: { email: 'advertiser@podspot.test', password: 'wrong' } });
    expect(res).toMatchObject({ status: 401, body: { detail: { error: 'Incorrect email or password.' } } });
  });

  it.each([
    [{ password: 'x' }, { email: 'This field is required.' }],
    [{ email: 'not-an-email', password: 'x' }, { email: 'Enter a valid email address.' }],
    [{ email: 'a@b.co', password: 5 }, { password: 'Must be a string.' }],
  ])('validates %j', async (body, detail) => {
    const res = await server.call('POST', '/signin/', { body });
    expect(res).toMatchObject({ status: 400, body: { detail } });
  });

  it('slows down repeated failures for one email with 429', async () => {
    const email = 'nopayout@podspot.test';
    for (let i = 0; i < 5; i++) expect((await server.call('POST', '/signin/', { body: { email, password: 'bad' } })).status).toBe(401);
    const res = await server.call('POST', '/signin/', { body: { email, password: 'podspot-demo' } });
    expect(res.status).toBe(429);
    expect(res.body.detail.error).toMatch(/Too many sign-in attempts/);
  });
});

describe('GET /user', () => {
  it('needs a token', async () => {
    expect((await server.call('GET', '/user')).status).toBe(401);
    expect((await server.call('GET', '/user', { token: 'abc.def.ghi' })).status).toBe(401);
  });

  it('answers the signed-in user', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const res = await server.call('GET', '/user', { token });
    expect(res.body).toEqual({ first_name: 'Publisher', last_name: 'User', email: 'publisher@podspot.test' });
  });
});

describe('GET /earn/publisher/earnings', () => {
  it('sums one item per day and totals that equal the sum of the days', async () => {
    const token = await server.signIn('publisher@podspot.test');
    const res = await server.call('GET', '/earn/publisher/earnings?start_date=2026-01-01&end_date=2026-01-31', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(31);
    const sum = res.body.data.reduce((s: number, d: { earnings: number }) => s + d.earnings, 0);
    expect(res.body.total_earnings).toBeCloseTo(sum, 2);
    expect(res.body.total_earnings).toBeGreaterThan(0);
  });

  it('is publisher-only', async () => {
    const token = await server.signIn('advertiser@podspot.test');
    const res = await server.call('GET', '/earn/publisher/earnings?start_date=2026-01-01&end_date=2026-01-31', { token });
    expect(res.status).toBe(403);
  });
});
