import { addAccount } from './accounts.ts';
import { addCampaign } from './campaigns.ts';
import { nowIso } from './dates.ts';
import { spendByCampaign } from './lifecycle.ts';
import type { Campaign, User } from './models.ts';
import { enterStep, nextStep } from './onboarding-machine.ts';
import { offerCampaigns } from './onboarding-offers.ts';
import { claimPodcasts } from './podcast-claims.ts';
import { nextId, type Store } from './store.ts';
import type { CreatedRecord } from './trigger-records.ts';

/** Budget an offer needs for the trigger to use it: about two months of a triggered publisher's spend. */
export const FUNDED_CENTS = 100_000;
/** The trigger's campaign: the demo's budget, and the CPM the onboarding estimate falls back to (state/onboarding-offers.ts). */
const BUDGET_CENTS = 500_000;
const CPM_CENTS = 2_500;

/** The offer a new publisher's onboarding shows (state/onboarding-offers.ts) with the most budget left, if funded. */
export function fundedOffer(store: Store, user: Pick<User, 'id'>): Campaign | undefined {
  const spent = spendByCampaign(store);
  const left = (c: Campaign) => c.budget_cents - (spent.get(c.id) ?? 0);
  const best = offerCampaigns(store, user).sort((a, b) => left(b) - left(a) || a.id - b.id)[0];
  return best && left(best) >= FUNDED_CENTS ? best : undefined;
}

/** A new advertiser walked through the advertiser onboarding, with no password (as a partner's accounts). */
function newAdvertiser(store: Store, atMs: number): User {
  const n = store.seq + 1;
  const account = { email: `trigger-advertiser-${n}@example.com`, password_hash: '', is_publisher: false };
  const user = addAccount(store, { ...account, first_name: 'Triggered', last_name: 'Advertiser' }, atMs)!;
  for (const action of ['add_podcasts', 'next'] as const) enterStep(user, nextStep(user.onboarding, action)!);
  return user;
}

const onboardedAdvertiser = (store: Store) =>
  store.users.find((u) => u.roles.includes('advertiser') && u.onboarding.completed);

/** Why `ensureFundedCampaign` could not make a campaign, checked before anything is made; undefined when it can. */
export function campaignLack(store: Store): string | undefined {
  if (fundedOffer(store, { id: 0 })) return undefined;
  const advertiser = onboardedAdvertiser(store);
  if (store.podcasts.some((p) => p.owner_id === null || (advertiser && p.owner_id === advertiser.id))) return undefined;
  return 'needs a podcast for a campaign, and every podcast of the catalogue has an owner: reset the sandbox.';
}

/**
 * Makes sure a new publisher is offered a campaign with budget left (`fundedOffer`): when none is, an advertiser's
 * campaign on one of its podcasts (claimed from the catalogue as the advertiser onboarding does), prepaid with a
 * deposit as the scenarios' advertisers are, at a CPM above every other so the onboarding's offers, best paid first,
 * show it. The caller checked `campaignLack`. Returns what it made.
 */
export function ensureFundedCampaign(store: Store, atMs: number): { created: CreatedRecord[]; campaign?: Campaign } {
  if (fundedOffer(store, { id: 0 })) return { created: [] };
  const created: CreatedRecord[] = [];
  const existing = onboardedAdvertiser(store);
  const advertiser = existing ?? newAdvertiser(store, atMs);
  if (!existing) created.push({ kind: 'account', id: advertiser.id });
  const owned = store.podcasts.find((p) => p.owner_id === advertiser.id);
  const free = store.podcasts.find((p) => p.owner_id === null)!;
  const podcast = owned ?? claimPodcasts(store, advertiser, [free.apple_id])[0];
  const topCpm = Math.max(CPM_CENTS - 100, ...store.campaigns.map((c) => c.cpm_cents));
  const campaign = addCampaign(store, podcast, {
    advertiser_id: advertiser.id,
    advertiser_podcast_id: podcast.id,
    name: `${podcast.name} (triggered)`,
    budget_cents: BUDGET_CENTS,
    cpm_cents: topCpm + 100,
    podspot_plus: false,
    created_at: nowIso(atMs),
  });
  const deposit = { id: nextId(store), user_id: advertiser.id, created_at: campaign.created_at };
  store.budget.push({
    ...deposit,
    description: 'Prepaid budget deposit',
    amount_cents: BUDGET_CENTS,
    kind: 'budget_deposit',
  });
  created.push({ kind: 'campaign', id: campaign.id }, { kind: 'budget_deposit', id: deposit.id });
  return { created, campaign };
}
