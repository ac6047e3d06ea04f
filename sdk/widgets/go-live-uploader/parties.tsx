import type { EarnPodspot } from '../../api/podspots';
import { Artwork } from './artwork';

/** The two parties' roles, as labelled (the loading placeholder shows them too). */
export const PARTY_ROLES = ['Advertiser', 'Publisher'] as const;

/** The advertiser and the publisher of the podspot, side by side (stacked on narrow screens). */
export function Parties({ podspot }: { podspot: EarnPodspot }) {
  return (
    <div className="ps-golive-parties">
      <div className="ps-golive-party">
        <Artwork
          src={podspot.advertiser_podcast_art_work || podspot.campaign_art_work}
          podcast={{ id: podspot.advertiser_podcast_id, name: podspot.advertiser_podcast_name }}
        />
        <div className="ps-golive-party__text">
          <span className="ps-golive-party__role">{PARTY_ROLES[0]}</span>
          <strong className="ps-golive-party__name">{podspot.advertiser_podcast_name}</strong>
          <span className="ps-muted">
            {podspot.campaign_name}
            {podspot.advertiser_full_name ? ` · by ${podspot.advertiser_full_name}` : ''}
          </span>
        </div>
      </div>
      <div className="ps-golive-party">
        <Artwork
          src={podspot.publisher_podcast_art_work}
          podcast={{ id: podspot.publisher_podcast_id, name: podspot.publisher_podcast_name }}
        />
        <div className="ps-golive-party__text">
          <span className="ps-golive-party__role">{PARTY_ROLES[1]}</span>
          <strong className="ps-golive-party__name">{podspot.publisher_podcast_name}</strong>
          <span className="ps-muted">Your podcast</span>
        </div>
      </div>
    </div>
  );
}
