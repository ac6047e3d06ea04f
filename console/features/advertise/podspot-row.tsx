import { useId, useState } from 'react';
import type { AdvertiserPodspot } from '@sdk/api/advertise';
import { formatMoney } from '@sdk/core/format';
import { podspotDisplayStatus } from '@sdk/core/podspot-status';
import { AudioPlayer } from '@sdk/ui/audio-player';
import { PodspotStatusBadge } from '../../ui/status-badge';

/** The preview's text when a podspot has no audio yet (docs/behaviour/advertise.md#campaigns-advertisecampaigns). */
export const NO_PREVIEW = 'No Podspot ad preview available';

type Props = { podspot: AdvertiserPodspot; onEdit(podspot: AdvertiserPodspot): void };

/** One podspot of a campaign: publisher podcast, spend and status; expands to its preview and the Edit button. */
export function PodspotRow({ podspot, onEdit }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const status = podspotDisplayStatus(podspot);
  return (
    <li className={`podspot-row${open ? ' podspot-row--open' : ''}`}>
      <button
        type="button"
        className="podspot-row__head"
        aria-expanded={open}
        aria-controls={`${id}-preview`}
        onClick={() => setOpen(!open)}
      >
        <span className="podspot-row__chevron" aria-hidden="true">
          ›
        </span>
        <span className="podspot-row__name">{podspot.publisher_podcast_name}</span>
        <span className="podspot-row__spend">
          <span className="ps-visually-hidden">Spend </span>
          {formatMoney(podspot.spend_lifetime)}
        </span>
        <PodspotStatusBadge status={status} />
      </button>
      {open ? (
        <div className="podspot-preview" id={`${id}-preview`}>
          <div className="podspot-preview__text">
            <h3 className="podspot-preview__title">{podspot.podspot_rss_content_title}</h3>
            {podspot.podspot_rss_content_description ? (
              <p className="podspot-preview__description">{podspot.podspot_rss_content_description}</p>
            ) : null}
          </div>
          {podspot.podspot_audio_url ? (
            <AudioPlayer src={podspot.podspot_audio_url} title={podspot.podspot_rss_content_title} />
          ) : (
            <p className="ps-muted podspot-preview__none">{NO_PREVIEW}</p>
          )}
          <div className="podspot-preview__actions">
            <button type="button" className="ps-button ps-button--quiet" onClick={() => onEdit(podspot)}>
              Edit<span className="ps-visually-hidden"> {podspot.podspot_rss_content_title}</span>
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
