import { describe, expect, it } from 'vitest';
import { createJournal, type JournalEntry } from '../journal/journal.ts';
import { MASKED, maskPath, maskSecrets } from '../journal/mask-secrets.ts';

/** The journal's parts on their own: the ring buffer and the masking of secrets. */
const entry = (path: string, status = 200): Omit<JournalEntry, 'id'> => ({
  time: new Date().toISOString(),
  method: 'GET',
  path,
  query: {},
  status,
  duration_ms: 1,
  origin: null,
  email: null,
  auth: null,
  partner: null,
  body: null,
});

describe('createJournal', () => {
  it('keeps the last `capacity` calls, oldest first, and ids go on after a clear', () => {
    const journal = createJournal(3);
    for (const path of ['/a', '/b', '/c', '/d', '/e']) journal.record(entry(path));
    expect(journal.list().map((e) => [e.id, e.path])).toEqual([
      [3, '/c'],
      [4, '/d'],
      [5, '/e'],
    ]);
    journal.clear();
    expect(journal.list()).toEqual([]);
    journal.record(entry('/f'));
    expect(journal.list().map((e) => e.id)).toEqual([6]);
  });
});

describe('maskSecrets', () => {
  it.each([
    [
      { email: 'a@b.test', password: 'x' },
      { email: 'a@b.test', password: MASKED },
    ],
    [
      { current_password: 'x', new_password: 'y' },
      { current_password: MASKED, new_password: MASKED },
    ],
    [
      { reset_password_token: 't', refresh_token: 'r' },
      { reset_password_token: MASKED, refresh_token: MASKED },
    ],
    [
      { 'X-Partner-Key': 'k', api_key: 'k', client_secret: 's' },
      { 'X-Partner-Key': MASKED, api_key: MASKED, client_secret: MASKED },
    ],
    [{ nested: [{ Token: 1 }, { name: 'ok' }] }, { nested: [{ Token: MASKED }, { name: 'ok' }] }],
    [{ note: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' }, { note: MASKED }],
    [{ partner: 'pk_test_demo_host' }, { partner: MASKED }],
    [
      { note: 'my key pk_test_demo_host, token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-_x. Thanks' },
      { note: `my key ${MASKED}, token ${MASKED}. Thanks` },
    ],
    [
      { bio: ['signing with whsec_AbC-12_z and sk_live_9x'], q: 'pk_testing is fine' },
      { bio: [`signing with ${MASKED} and ${MASKED}`], q: 'pk_testing is fine' },
    ],
    [
      { title: 'Garden Talk', amount: 5 },
      { title: 'Garden Talk', amount: 5 },
    ],
  ])('%j → %j', (input, masked) => {
    const before = structuredClone(input);
    expect(maskSecrets(input)).toEqual(masked);
    expect(input).toEqual(before);
  });

  it('masks the link token of the payout provider page in a path', () => {
    expect(maskPath('/payout-provider/onboard/abc123')).toBe(`/payout-provider/onboard/${MASKED}`);
    expect(maskPath('/earn/podspots')).toBe('/earn/podspots');
    expect(maskPath('/hook/pk_test_demo_host/x')).toBe(`/hook/${MASKED}/x`);
  });
});
