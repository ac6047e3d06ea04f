import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdvertiserPodspot } from '@sdk/api/advertise';
import type { CampaignGroup } from '@sdk/core/advertiser-campaigns';
import { formatMoney } from '@sdk/core/format';
import { paths } from '../../lib/paths';
import { PodspotRow } from './podspot-row';

/** The insights address for a campaign: its advertiser podcast is the advertiser filter. */
export const insightsHref = (advertiserPodcastId: number) =>
  `${paths.advertiseInsights}?advertiser_id=${encodeURIComponent(String(advertiserPodcastId))}`;

/**
 * The progress bar with the documented tooltip 'Total Spend: N%' (on hover and on keyboard focus):
 * docs/behaviour/advertise.md#campaigns-advertisecampaigns.
 */
function SpendProgress({ progress }: { progress: number }) {
  const id = useId();
  const text = `Total Spend: ${progress}%`;
  return (
    <div
      className="spend-progress"
      tabIndex={0}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-label="Total Spend"
      aria-describedby={id}
    >
      <span className="spend-progress__fill" style={{ width: `${progress}%` }} />
      <span className="spend-progress__tip" role="tooltip" id={id}>
        {text}
      </span>
    </div>
  );
}

type Props = { campaign: CampaignGroup<AdvertiserPodspot>; onEdit(podspot: AdvertiserPodspot): void };

/** One advertiser campaign: avatar, name, spend of budget, progress, 'View insights'; expands to its podspots. */
export function CampaignCard({ campaign, onEdit }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const count = campaign.podspots.length;
  return (
    <li className="ps-card adv-campaign">
      <div className="adv-campaign__head">
        {campaign.artwork ? (
          <img src={campaign.artwork} alt="" width={48} height={48} className="adv-campaign__avatar" loading="lazy" />
        ) : (
          <span className="adv-campaign__avatar" aria-hidden="true" />
        )}
        <div className="adv-campaign__body">
          <h2 className="adv-campaign__name">
            <button
              type="button"
              className="adv-campaign__toggle"
              aria-expanded={open}
              aria-controls={`${id}-podspots`}
              onClick={() => setOpen(!open)}
            >
              <span className="adv-campaign__chevron" aria-hidden="true">
                ›
              </span>
              {campaign.name}
            </button>
          </h2>
          <p className="adv-campaign__spend">
            <strong>{formatMoney(campaign.spend)}</strong>{' '}
            <span className="ps-muted">of {formatMoney(campaign.budget)}</span>
            <span className="ps-muted adv-campaign__count">
              {' '}
              · {count} {count === 1 ? 'podcast' : 'podcasts'}
            </span>
          </p>
          <SpendProgress progress={campaign.progress} />
        </div>
        <Link
          className="ps-button ps-button--quiet adv-campaign__insights"
          to={insightsHref(campaign.podspots[0].advertiser_podcast_id)}
        >
          View insights<span className="ps-visually-hidden"> for {campaign.name}</span>
        </Link>
      </div>
      {open ? (
        <ul className="adv-campaign__podspots" id={`${id}-podspots`} aria-label={`Podspots of ${campaign.name}`}>
          {campaign.podspots.map((p) => (
            <PodspotRow key={p.id} podspot={p} onEdit={onEdit} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
