import { useId, useState, type ReactNode } from 'react';
import type { EarnPodspot } from '@sdk/api/podspots';
import { assetUrl } from '@sdk/core/opportunities';
import { podspotDisplayStatus } from '@sdk/core/podspot-status';
import { AudioPlayer } from '@sdk/ui/audio-player';
import { api } from '../../../lib/api';
import { PodspotStatusBadge } from '../../../ui/status-badge';

/** The preview's text when a podspot has no audio (docs/behaviour/earn.md#filters-and-list). */
export const NO_PREVIEW = 'No Podspot ad preview available';

/** The podspot's status badge (labels and the display rule from sdk/core/podspot-status). */
export function StatusBadge({ podspot }: { podspot: EarnPodspot }) {
  return <PodspotStatusBadge status={podspotDisplayStatus(podspot)} className="earn-badge" />;
}

type Props = {
  podspot: EarnPodspot;
  /** The row's name (the publisher podcast, or the campaign in the archived list). */
  name: ReactNode;
  /** A second line under the name. */
  detail?: ReactNode;
  /** The figure at the right (earnings, or the archived list's monthly estimate). */
  figure: ReactNode;
  /** Buttons beside the row: its action, Archive or Unarchive. */
  actions?: ReactNode;
  /** Extra lines of the expanded preview. */
  extra?: ReactNode;
  /** The preview title's heading level: 3 under a campaign card's h2 (default), 2 straight under the page's h1. */
  titleLevel?: 2 | 3;
};

/** One podspot: name, status badge and figure; expands (collapsed by default) to its ad preview with the audio player. */
export function CampaignRow({ podspot, name, detail, figure, actions, extra, titleLevel = 3 }: Props) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const [open, setOpen] = useState(false);
  const audio = podspot.podspot_audio_url ? assetUrl(podspot.podspot_audio_url, api.baseURL) : '';
  return (
    <li className={`earn-row${open ? ' earn-row--open' : ''}`} data-podspot-id={podspot.id}>
      <div className="earn-row__main">
        <button
          type="button"
          className="earn-row__toggle"
          aria-expanded={open}
          aria-controls={`${id}-preview`}
          onClick={() => setOpen(!open)}
        >
          <span className="earn-row__chevron" aria-hidden="true">
            ›
          </span>
          <span className="earn-row__names">
            <span className="earn-row__name">{name}</span>
            {detail ? <span className="earn-row__detail ps-muted">{detail}</span> : null}
          </span>
        </button>
        <StatusBadge podspot={podspot} />
        <span className="earn-row__figure">{figure}</span>
        <div className="earn-row__actions">{actions}</div>
      </div>
      <div className="earn-row__preview" id={`${id}-preview`} hidden={!open}>
        {open ? (
          <>
            <div>
              <Title className="earn-row__title">{podspot.podspot_rss_content_title}</Title>
              {podspot.podspot_rss_content_description ? (
                <p className="earn-row__description">{podspot.podspot_rss_content_description}</p>
              ) : null}
            </div>
            {audio ? (
              <AudioPlayer src={audio} title={podspot.podspot_rss_content_title} />
            ) : (
              <p className="ps-muted earn-row__none">{NO_PREVIEW}</p>
            )}
            {extra}
          </>
        ) : null}
      </div>
    </li>
  );
}
