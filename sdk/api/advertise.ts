import type { ApiClient } from './client';

/** An advertiser's podspot on one publisher podcast (spec 001 §3 "Advertiser {product} record"). */
export type AdvertiserPodspot = {
  id: number;
  campaign_name: string;
  campaign_id: number;
  campaign_art_work: string;
  aasm_state: 'draft' | 'pending' | 'approved';
  status: 'active' | 'deactivating' | 'inactive' | null;
  podspot_rss_content_title: string;
  podspot_rss_content_description: string;
  podspot_audio_url: string | null;
  advertiser_full_name: string;
  publisher_podcast_id: number;
  publisher_podcast_name: string;
  created_at: string;
  budget: number;
  spend_lifetime: number;
  advertiser_podcast_id: number;
};

export const getAdvertiserPodspots = (client: ApiClient) =>
  client.get<{ data: { data: { podspots: AdvertiserPodspot[] } } }>('/advertise/podspots').then((r) => r.data.data.podspots);
