import fc from 'fast-check';
import type { Fixture } from '../fixtures/index.ts';

/** A small fixture whose references all hold, with ids chosen at random (as a hand-written one would). */
export function generateFixture(g: fc.GeneratorValue): Fixture {
  const ids = g(fc.uniqueArray, fc.integer({ min: 1, max: 99_999 }), { minLength: 40, maxLength: 40 });
  const take = () => ids.pop()!;
  const pick = <T>(list: T[]): T => list[g(fc.integer, { min: 0, max: list.length - 1 })];
  const time = () => new Date(g(fc.integer, { min: 1.6e12, max: 1.9e12 })).toISOString();
  const users = Array.from({ length: g(fc.integer, { min: 1, max: 3 }) }, (_, i) => ({
    id: take(),
    email: `user${i}@fixture.test`,
    password_hash: 'scrypt$00ff$00ff',
    roles: g(fc.subarray, ['publisher', 'advertiser', 'network'] as ('publisher' | 'advertiser' | 'network')[]),
  }));
  const podcasts = Array.from({ length: g(fc.integer, { min: 1, max: 4 }) }, () => ({
    id: take(),
    name: g(fc.string, { minLength: 1, maxLength: 12 }),
    owner_id: g(fc.boolean) ? pick(users).id : null,
  }));
  const campaigns = Array.from({ length: g(fc.integer, { min: 1, max: 3 }) }, () => ({
    id: take(),
    advertiser_id: pick(users).id,
    advertiser_podcast_id: pick(podcasts).id,
    name: g(fc.string, { minLength: 1, maxLength: 12 }),
    budget_cents: g(fc.nat),
    cpm_cents: g(fc.nat, 10_000),
  }));
  const opportunities = Array.from({ length: g(fc.integer, { min: 0, max: 5 }) }, () => ({
    id: take(),
    campaign_id: pick(campaigns).id,
    publisher_podcast_id: pick(podcasts).id,
    status: pick(['offered', 'accepted', 'not_interested'] as const),
    created_at: time(),
  }));
  const podspots = opportunities
    .filter((o) => o.status === 'accepted' && g(fc.boolean))
    .map((o) => {
      const aasm_state = pick(['draft', 'pending', 'approved'] as const);
      return {
        id: take(),
        opportunity_id: o.id,
        aasm_state,
        status: aasm_state === 'approved' ? pick(['active', 'inactive'] as const) : null,
        archived: g(fc.boolean),
        pending_since: aasm_state === 'pending' ? time() : null,
      };
    });
  const daily_figures = podspots
    .filter(() => g(fc.boolean))
    .map((p) => ({
      podspot_id: p.id,
      first_day: new Date(g(fc.integer, { min: 18_000, max: 21_000 }) * 86_400_000).toISOString().slice(0, 10),
      impressions: g(fc.array, fc.integer({ min: 0, max: 2 ** 31 - 1 }), { maxLength: 5 }),
    }));
  const ledger = users.map((u) => ({ id: take(), user_id: u.id, amount_cents: g(fc.integer), kind: 'earning' }));
  return { users, podcasts, campaigns, opportunities, podspots, daily_figures, ledger } as unknown as Fixture;
}
