import type { Campaign, Podcast } from './models.ts';
import { nextId, type Store } from './store.ts';

export type NewCampaign = Omit<Campaign, 'id' | 'script_html'>;

/** The script a campaign asks its publishers to read, written from the advertiser's podcast. */
export const campaignScript = (advertiserPodcast: Podcast): string =>
  `<p>Say in your own voice why you enjoy <strong>${advertiserPodcast.name}</strong>.</p>` +
  `<ul><li>Mention the host, ${advertiserPodcast.full_name}.</li><li>Keep it under 60 seconds.</li></ul>`;

/** Adds a campaign of `advertiserPodcast` (the scenarios' and the webhook trigger's only way to make one). */
export function addCampaign(store: Store, advertiserPodcast: Podcast, campaign: NewCampaign): Campaign {
  // Keys in the model's order: a store's export is compared to the byte (server-mock/test/fixtures.test.ts).
  const { created_at, ...rest } = campaign;
  const added: Campaign = { id: nextId(store), ...rest, script_html: campaignScript(advertiserPodcast), created_at };
  store.campaigns.push(added);
  return added;
}
