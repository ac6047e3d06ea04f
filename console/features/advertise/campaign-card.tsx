import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdvertiserPodspot } from '@sdk/api/advertise';
import type { CampaignCardGroup } from '@sdk/core/advertiser-campaigns-page';
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

type Props = {
  /** Under a podcast filter it lists only its podspots there; its figures and `podcasts` stay the whole campaign's. */
  campaign: CampaignCardGroup<AdvertiserPodspot>;
  /** The page's podcast filter, when one is chosen. */
  filteredPodcast?: string;
  onEdit(podspot: AdvertiserPodspot): void;
};

/**
 * One advertiser campaign: avatar, name, spend of budget, progress, 'View insights'; expands to its podspots. Under a
 * podcast filter the spend, budget and progress stay the whole campaign's, named so, and the filtered podcast's own
 * spend shows beside them (docs/behaviour/advertise.md#campaigns-advertisecampaigns).
 */
export function CampaignCard({ campaign, filteredPodcast, onEdit }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const count = campaign.podcasts;
  const podcastSpend = Math.round(campaign.podspots.reduce((sum, p) => sum + p.spend_lifetime, 0) * 100) / 100;
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
            {filteredPodcast ? <span className="ps-muted">Whole campaign: </span> : null}
            <strong>{formatMoney(campaign.spend)}</strong>{' '}
            <span className="ps-muted">of {formatMoney(campaign.budget)}</span>
            <span className="ps-muted adv-campaign__count">
              {' '}
              · {count} {count === 1 ? 'podcast' : 'podcasts'}
            </span>
          </p>
          {filteredPodcast ? (
            <p className="adv-campaign__podcast-spend">
              <span className="ps-muted">On {filteredPodcast}: </span>
              <strong>{formatMoney(podcastSpend)}</strong>
            </p>
          ) : null}
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
