import type { EarnPodspot } from '../api/podspots';

/** Test helper: a podspot row as GET /earn/podspot/{id} answers it (a draft with nothing done unless overridden). */
export const podspotRow = (over: Partial<EarnPodspot> = {}): EarnPodspot => ({
  id: 41,
  campaign_id: 7,
  campaign_name: 'Morning Brew',
  campaign_art_work: '/api/artwork/3.png',
  campaign_artwork: '/api/artwork/3.png',
  aasm_state: 'draft',
  status: null,
  podspot_rss_content_title: 'Wake up to better coffee',
  podspot_rss_content_description: 'A 30 second read.',
  podspot_audio_url: null,
  estimated_dls_per_ep: 4000,
  cpm: 25,
  earnings_last_30_days: 0,
  earnings_lifetime: 0,
  advertiser_full_name: 'Brand One',
  advertiser_podcast_id: 3,
  advertiser_podcast_name: 'The Coffee Hour',
  advertiser_podcast_art_work: '/api/artwork/3.png',
  publisher_podcast_id: 12,
  publisher_podcast_name: 'Garden Talk',
  publisher_podcast_art_work: '/api/artwork/12.png',
  apple_feed_integrated: false,
  podspot_uploaded: false,
  created_at: '2026-10-01T09:00:00.000Z',
  archived: false,
  ...over,
});

export const FEED_URL = 'http://localhost:4010/feeds/abc123.xml';

/** An MP3 as the picker reports it, and a text file. */
export const mp3File = () =>
  new File([new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0])], 'spot.mp3', { type: 'audio/mpeg' });
export const textFile = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });
