import { describe, expect, it } from 'vitest';
import { emptyStore } from '../state/store.ts';
import type { User } from '../state/models.ts';
import { partnerOfPodcast, partnerOfUser, reaches } from './audience.ts';

describe('reaches', () => {
  it.each([
    ['pk_a', 'pk_a', true],
    ['pk_a', 'pk_b', false],
    ['pk_b', 'pk_a', false],
    ['pk_a', null, true],
    ['pk_b', null, true],
  ] as const)('an endpoint of %s hears an event about an account of %s: %s', (endpoint, event, heard) => {
    expect(reaches(endpoint, event)).toBe(heard);
  });
});

describe('partnerOfUser and partnerOfPodcast', () => {
  const store = emptyStore();
  const user = (id: number, partner_id?: string) =>
    ({ id, ...(partner_id ? { partner: { partner_id, external_id: `x${id}`, idempotency_keys: [] } } : {}) }) as User;
  store.users = [user(1, 'pk_a'), user(2)];
  store.podcasts = [
    { id: 10, owner_id: 1 },
    { id: 11, owner_id: 2 },
    { id: 12, owner_id: null },
  ] as typeof store.podcasts;

  it.each([
    [1, 'pk_a'],
    [2, null],
    [99, null],
    [null, null],
  ] as const)('user %s is managed by %s', (id, partner) => {
    expect(partnerOfUser(store, id)).toBe(partner);
  });
  it.each([
    [10, 'pk_a'],
    [11, null],
    [12, null],
    [99, null],
  ] as const)('podcast %s is managed by %s', (id, partner) => {
    expect(partnerOfPodcast(store, id)).toBe(partner);
  });
});
