import type { EarnPodspot } from '../../api/podspots';
import { useMessages } from '../../ui/i18n';
import { Artwork } from './artwork';
import messages from './messages.en.json';

/** The two parties' role labels, in order (the loading placeholder shows them too). */
export const PARTY_ROLES = ['golive.role.advertiser', 'golive.role.publisher'] as const;

/** The advertiser and the publisher of the podspot, side by side (stacked on narrow screens). */
export function Parties({ podspot }: { podspot: EarnPodspot }) {
  const t = useMessages(messages);
  return (
    <div className="ps-golive-parties">
      <div className="ps-golive-party">
        <Artwork
          src={podspot.advertiser_podcast_art_work || podspot.campaign_art_work}
          podcast={{ id: podspot.advertiser_podcast_id, name: podspot.advertiser_podcast_name }}
        />
        <div className="ps-golive-party__text">
          <span className="ps-golive-party__role">{t(PARTY_ROLES[0])}</span>
          <strong className="ps-golive-party__name">{podspot.advertiser_podcast_name}</strong>
          <span className="ps-muted">
            {podspot.advertiser_full_name
              ? t('golive.by', { campaign: podspot.campaign_name, advertiser: podspot.advertiser_full_name })
              : podspot.campaign_name}
          </span>
        </div>
      </div>
      <div className="ps-golive-party">
        <Artwork
          src={podspot.publisher_podcast_art_work}
          podcast={{ id: podspot.publisher_podcast_id, name: podspot.publisher_podcast_name }}
        />
        <div className="ps-golive-party__text">
          <span className="ps-golive-party__role">{t(PARTY_ROLES[1])}</span>
          <strong className="ps-golive-party__name">{podspot.publisher_podcast_name}</strong>
          <span className="ps-muted">{t('golive.yourPodcast')}</span>
        </div>
      </div>
    </div>
  );
}
