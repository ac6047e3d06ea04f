import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
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

  it('answers 401 with the documented text for a wrong password', async () => {
    const res = await server.call('POST', '/signin/', {
      body: { email: 'advertiser@podspot.test', password: 'wrong' },
    });
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
    for (let i = 0; i < 5; i++)
      expect((await server.call('POST', '/signin/', { body: { email, password: 'bad' } })).status).toBe(401);
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
    const res = await server.call('GET', '/earn/publisher/earnings?start_date=2026-01-01&end_date=2026-01-31', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(31);
    const sum = res.body.data.reduce((s: number, d: { earnings: number }) => s + d.earnings, 0);
    expect(res.body.total_earnings).toBeCloseTo(sum, 2);
    expect(res.body.total_earnings).toBeGreaterThan(0);
  });

  it('is publisher-only', async () => {
    const token = await server.signIn('advertiser@podspot.test');
    const res = await server.call('GET', '/earn/publisher/earnings?start_date=2026-01-01&end_date=2026-01-31', {
      token,
    });
    expect(res.status).toBe(403);
  });
});

let seq = 0;
const newEmail = (prefix = 'new') => `${prefix}${++seq}.user@example.com`;
const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  invite_code: 'PODSPOT-INVITE',
  first_name: 'Ada',
  last_name: 'Park',
  email: newEmail(),
  password: 'long-enough-1',
  ...overrides,
});

describe('POST /signup/', () => {
  it.each([
    [{}, ['publisher'], 'onboarding_get_started'],
    [{ is_publisher: true, invite_code: 'podspot-invite' }, ['publisher'], 'onboarding_get_started'],
    [{ is_publisher: false }, ['advertiser'], 'advertiser_get_started'],
    [{ is_network: true }, ['publisher', 'network'], 'network_get_started'],
  ])('creates an account from %j and signs it in', async (flags, role, state) => {
    const body = signUpBody(flags);
    const res = await server.call('POST', '/signup/', { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      role,
      onboarding: { completed: false, current_state: state },
      first_name: 'Ada',
      email: body.email,
    });
    const me = await server.call('GET', '/user', { token: res.body.jwt_token });
    expect(me.body).toEqual({ first_name: 'Ada', last_name: 'Park', email: body.email });
    expect(await server.signIn(body.email, body.password)).toBeTruthy();
  });

  it.each([
    [{ invite_code: 'WRONG' }, 'invite_code', /invite code is not valid/],
    [{ invite_code: undefined }, 'invite_code', /required/],
    [{ is_network: true, invite_code: '' }, 'invite_code', /invite code is not valid/],
    [{ password: 'short' }, 'password', /at least 8 characters/],
    [{ email: 'nope' }, 'email', /valid email/],
    [{ first_name: '   ' }, 'first_name', /blank/],
    [{ email: 'PUBLISHER@podspot.test' }, 'email', /already exists/],
  ])('rejects %j', async (overrides, field, message) => {
    const res = await server.call('POST', '/signup/', { body: signUpBody(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.detail[field]).toMatch(message);
  });

  it('refuses a second account with the same email in another case', async () => {
    const body = signUpBody();
    expect((await server.call('POST', '/signup/', { body })).status).toBe(201);
    const again = await server.call('POST', '/signup/', { body: { ...body, email: body.email.toUpperCase() } });
    expect(again).toMatchObject({ status: 400, body: { detail: { email: expect.stringMatching(/already exists/) } } });
  });
});

describe('POST /invite/', () => {
  it('stores the application and emails the applicant', async () => {
    const email = newEmail('applicant');
    const before = server.ctx.store.inviteApplications.length;
    const res = await server.call('POST', '/invite/', {
      body: { first_name: 'Mina', last_name: 'Rossi', email, podcast_name: 'Chess Lab' },
    });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(server.ctx.store.inviteApplications).toHaveLength(before + 1);
    const mail = server.ctx.store.outbox.find((e) => e.to === email)!;
    expect(mail.text).toContain('within 24 hours');
    expect(mail.text).toContain('Chess Lab');
  });

  it('needs every field', async () => {
    const res = await server.call('POST', '/invite/', {
      body: { first_name: 'Mina', last_name: 'Rossi', email: newEmail() },
    });
    expect(res).toMatchObject({ status: 400, body: { detail: { podcast_name: 'This field is required.' } } });
  });
});

describe('password recovery', () => {
  const forgot = async (email: string) => {
    const res = await server.call('POST', '/forgot_password', { body: { email } });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const mails = server.ctx.store.outbox.filter((e) => e.to === email.toLowerCase());
    return mails.at(-1);
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('answers the same for an unknown email and sends nothing', async () => {
    const outbox = server.ctx.store.outbox.length;
    expect(await forgot('nobody@example.com')).toBeUndefined();
    expect(server.ctx.store.outbox).toHaveLength(outbox);
  });

  it('emails a single-use link; the new password works and the old one does not', async () => {
    const body = signUpBody();
    await server.call('POST', '/signup/', { body });
    const mail = await forgot(body.email);
    expect(mail!.link).toMatch(new RegExp(`^${server.base}/reset-password\\?token=[\\w-]{20,}$`));
    const token = tokenOf(mail!.link!);
    const reset = await server.call('POST', '/reset_password', {
      body: { reset_password_token: token, new_password: 'brand-new-pass' },
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    expect(
      (await server.call('POST', '/signin/', { body: { email: body.email, password: body.password } })).status,
    ).toBe(401);
    expect(await server.signIn(body.email, 'brand-new-pass')).toBeTruthy();
    const again = await server.call('POST', '/reset_password', {
      body: { reset_password_token: token, new_password: 'another-pass' },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { detail: { reset_password_token: expect.stringMatching(/already been used/) } },
    });
  });

  it('uses the configured public URL in the link', async () => {
    const body = signUpBody();
    await server.call('POST', '/signup/', { body });
    server.ctx.options.publicUrl = 'https://console.example.com/';
    try {
      expect((await forgot(body.email))!.link).toMatch(/^https:\/\/console\.example\.com\/reset-password\?token=/);
    } finally {
      delete server.ctx.options.publicUrl;
    }
  });

  it.each([
    ['unknown', () => 'no-token', /not valid/],
    [
      'expired',
      async () => {
        const body = signUpBody();
        await server.call('POST', '/signup/', { body });
        const token = tokenOf((await forgot(body.email))!.link!);
        server.ctx.store.resetTokens.at(-1)!.expires_at = Date.now() - 1;
        return token;
      },
      /expired/,
    ],
  ])('refuses an %s token', async (_name, makeToken, message) => {
    const res = await server.call('POST', '/reset_password', {
      body: { reset_password_token: await makeToken(), new_password: 'whatever-long' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: { reset_password_token: expect.stringMatching(message) } },
    });
  });

  it('needs a new password of at least 8 characters', async () => {
    const res = await server.call('POST', '/reset_password', {
      body: { reset_password_token: 'x', new_password: 'short' },
    });
    expect(res).toMatchObject({ status: 400, body: { detail: { new_password: 'Must be at least 8 characters.' } } });
  });
});

describe('POST /user and /user/change_password', () => {
  const fresh = async () => {
    const body = signUpBody();
    const res = await server.call('POST', '/signup/', { body });
    return { ...body, token: res.body.jwt_token as string };
  };

  it('updates the own names and email', async () => {
    const user = await fresh();
    const email = newEmail('renamed');
    const res = await server.call('POST', '/user', {
      token: user.token,
      body: { first_name: ' Grace ', last_name: 'Hopper', email },
    });
    expect(res).toMatchObject({ status: 200, body: { first_name: 'Grace', last_name: 'Hopper', email } });
    expect((await server.call('GET', '/user', { token: user.token })).body.email).toBe(email);
  });

  it.each([
    [{ email: 'advertiser@podspot.test' }, 'email', /already exists/],
    [{ email: 'bad' }, 'email', /valid email/],
    [{ last_name: '' }, 'last_name', /blank/],
  ])('rejects %j', async (overrides, field, message) => {
    const user = await fresh();
    const res = await server.call('POST', '/user', {
      token: user.token,
      body: { first_name: 'A', last_name: 'B', email: user.email, ...overrides },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail[field]).toMatch(message);
  });

  it('changes the password only with the current one', async () => {
    const user = await fresh();
    const wrong = await server.call('POST', '/user/change_password', {
      token: user.token,
      body: { password: 'not-it', new_password: 'changed-pass' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { detail: { error: 'Your current password is incorrect.' } } });
    const ok = await server.call('POST', '/user/change_password', {
      token: user.token,
      body: { password: user.password, new_password: 'changed-pass' },
    });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    expect(await server.signIn(user.email, 'changed-pass')).toBeTruthy();
    expect(
      (await server.call('POST', '/signin/', { body: { email: user.email, password: user.password } })).status,
    ).toBe(401);
  });

  it('rejects a short new password', async () => {
    const user = await fresh();
    const res = await server.call('POST', '/user/change_password', {
      token: user.token,
      body: { password: user.password, new_password: 'short' },
    });
    expect(res).toMatchObject({ status: 400, body: { detail: { new_password: 'Must be at least 8 characters.' } } });
  });

  it.each([
    ['POST', '/user', { first_name: 'A', last_name: 'B', email: 'a@b.co' }],
    ['POST', '/user/change_password', { password: 'x', new_password: 'long-enough' }],
  ])('%s %s needs a console token (401 without, 403 with an embed token)', async (method, path, body) => {
    expect((await server.call(method, path, { body })).status).toBe(401);
    const embed = await server.call('POST', '/partner/embed_tokens', {
      headers: { 'x-partner-key': 'pk_test_demo_host' },
      body: { email: 'publisher@podspot.test' },
    });
    expect((await server.call(method, path, { token: embed.body.token, body })).status).toBe(403);
  });
});
