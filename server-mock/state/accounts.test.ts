import { describe, expect, it } from 'vitest';
import {
  addAccount,
  applyForInvite,
  changePassword,
  checkPassword,
  isInviteCode,
  resetPassword,
  sendPasswordReset,
  updateProfile,
} from './accounts.ts';
import { emailsTo, sendEmail } from './outbox.ts';
import { hashPassword } from './passwords.ts';
import { emptyStore, findUserByEmail, nextId } from './store.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const account = (email: string, extra = {}) => ({
  email,
  first_name: 'Ada',
  last_name: 'Lovelace',
  password_hash: 'hash',
  ...extra,
});

describe('invite codes', () => {
  it.each([
    ['PODSPOT-INVITE', true],
    ['  podspot-invite ', true],
    ['PODSPOT-INVITES', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j is the invite code: %s', (code, ok) => {
    expect(isInviteCode(code)).toBe(ok);
  });
});

describe('addAccount', () => {
  it.each([
    [{}, ['publisher'], 'onboarding_get_started'],
    [{ is_publisher: false }, ['advertiser'], 'advertiser_get_started'],
    [{ is_network: true }, ['publisher', 'network'], 'network_get_started'],
  ])('%j makes %j, onboarding from %s', (flags, roles, state) => {
    const store = emptyStore();
    const user = addAccount(store, account(' Ada@Example.com ', flags), NOW)!;
    expect(user).toMatchObject({
      id: 1001,
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      password_hash: 'hash',
      roles,
      is_admin: false,
      onboarding: { state, completed: false, estimated_dls_per_ep: 0 },
      created_at: '2026-11-20T12:00:00.000Z',
    });
    expect(store.users).toEqual([user]);
  });

  it('refuses a taken email, whatever its case, changing nothing', () => {
    const store = emptyStore();
    addAccount(store, account('ada@example.com'), NOW);
    const before = JSON.stringify(store);
    expect(addAccount(store, account('ADA@example.com '), NOW)).toBeUndefined();
    expect(JSON.stringify(store)).toBe(before);
  });
});

describe('passwords of accounts', () => {
  it('checkPassword: the user for the right pair only', async () => {
    const store = emptyStore();
    const user = addAccount(store, account('ada@example.com', { password_hash: await hashPassword('secret-1') }), NOW)!;
    expect(await checkPassword(store, 'ADA@example.com', 'secret-1')).toBe(user);
    expect(await checkPassword(store, 'ada@example.com', 'secret-2')).toBeUndefined();
    expect(await checkPassword(store, 'bob@example.com', 'secret-1')).toBeUndefined();
  });

  it('changePassword: needs the current one, and a different new one', async () => {
    const store = emptyStore();
    const user = addAccount(store, account('ada@example.com', { password_hash: await hashPassword('secret-1') }), NOW)!;
    const first = user.password_hash;
    expect(await changePassword(user, 'wrong', 'secret-2')).toBe('incorrect');
    expect(await changePassword(user, 'secret-1', 'secret-1')).toBe('unchanged');
    expect(user.password_hash).toBe(first);
    expect(await changePassword(user, 'secret-1', 'secret-2')).toBe('changed');
    expect(await checkPassword(store, 'ada@example.com', 'secret-2')).toBe(user);
  });

  it('a reset link is emailed to an account only, and sets the password once', () => {
    const store = emptyStore();
    const user = addAccount(store, account('ada@example.com'), NOW)!;
    expect(sendPasswordReset(store, 'nobody@example.com', (t) => t, NOW)).toBe(false);
    expect(store.outbox).toEqual([]);
    let token = '';
    expect(sendPasswordReset(store, 'Ada@Example.com', (t) => `https://x/reset?token=${(token = t)}`, NOW)).toBe(true);
    expect(emailsTo(store, 'ada@example.com')).toEqual([
      {
        id: expect.any(Number),
        sent_at: '2026-11-20T12:00:00.000Z',
        to: 'ada@example.com',
        subject: 'Reset your Podspot password',
        text:
          `Hi Ada,\n\nto choose a new password, open this link within one hour:\nhttps://x/reset?token=${token}\n\n` +
          'If you did not ask for this, ignore this email: your password stays the same.\n\nThe Podspot team',
        link: `https://x/reset?token=${token}`,
      },
    ]);
    expect(resetPassword(store, token, 'new-hash', NOW)).toBe(user);
    expect(user.password_hash).toBe('new-hash');
    expect(resetPassword(store, token, 'newer-hash', NOW)).toBe('used');
    expect(resetPassword(store, 'forged', 'newer-hash', NOW)).toBe('unknown');
    expect(user.password_hash).toBe('new-hash');
  });

  it('a reset for an account deleted since answers unknown', () => {
    const store = emptyStore();
    addAccount(store, account('ada@example.com'), NOW);
    let token = '';
    sendPasswordReset(store, 'ada@example.com', (t) => (token = t), NOW);
    store.users = [];
    expect(resetPassword(store, token, 'new-hash', NOW)).toBe('unknown');
  });
});

describe('profiles, invites and the outbox', () => {
  it('updateProfile keeps emails unique', () => {
    const store = emptyStore();
    const ada = addAccount(store, account('ada@example.com'), NOW)!;
    addAccount(store, account('bob@example.com'), NOW);
    expect(updateProfile(store, ada, { first_name: 'A', last_name: 'L', email: 'bob@example.com' })).toBe(false);
    expect(ada).toMatchObject({ first_name: 'Ada', email: 'ada@example.com' });
    expect(updateProfile(store, ada, { first_name: 'A', last_name: 'L', email: 'ada@example.com' })).toBe(true);
    expect(ada).toMatchObject({ first_name: 'A', last_name: 'L', email: 'ada@example.com' });
  });

  it('applyForInvite keeps the request and confirms it by email', () => {
    const store = emptyStore();
    const application = { first_name: 'Ada', last_name: 'L', email: 'Ada@Example.com', podcast_name: 'Engines' };
    applyForInvite(store, application, NOW);
    expect(store.inviteApplications).toEqual([{ ...application, created_at: '2026-11-20T12:00:00.000Z' }]);
    expect(store.outbox).toEqual([
      {
        id: 1001,
        sent_at: '2026-11-20T12:00:00.000Z',
        to: 'ada@example.com',
        subject: 'We received your Podspot invite request',
        text:
          'Hi Ada,\n\nthank you for applying to Podspot with "Engines". ' +
          'A member of our team will respond within 24 hours.\n\nThe Podspot team',
      },
    ]);
  });

  it('emailsTo: all, or one address in any case', () => {
    const store = emptyStore();
    sendEmail(store, { to: 'A@x.com', subject: 's1', text: '' }, NOW);
    sendEmail(store, { to: 'b@x.com', subject: 's2', text: '' }, NOW);
    expect(emailsTo(store).map((e) => e.subject)).toEqual(['s1', 's2']);
    expect(emailsTo(store, 'a@X.com').map((e) => e.subject)).toEqual(['s1']);
    expect(emailsTo(store, '')).toHaveLength(2);
  });

  it('ids count up from the store’s sequence; emails are found trimmed and in any case', () => {
    const store = emptyStore();
    expect([nextId(store), nextId(store)]).toEqual([1001, 1002]);
    const user = addAccount(store, account('ada@example.com'), NOW)!;
    expect(findUserByEmail(store, '  ADA@example.COM ')).toBe(user);
  });
});
