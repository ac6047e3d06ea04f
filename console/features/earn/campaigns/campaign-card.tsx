import { Link } from 'react-router-dom';
import type { EarnPodspot } from '@sdk/api/podspots';
import { formatMoney } from '@sdk/core/format';
import {
  CAMPAIGN_ACTION_LABELS,
  campaignAction,
  canArchive,
  insightsQuery,
  type PublisherCampaignGroup,
} from '@sdk/core/publisher-campaigns';
import { Artwork } from '@sdk/widgets/opportunities-inbox';
import { paths } from '../../../lib/paths';
import { CampaignRow } from '../common/campaign-row';

type Props = {
  group: PublisherCampaignGroup<EarnPodspot>;
  onGoLive(podspot: EarnPodspot): void;
  onArchive(podspot: EarnPodspot): void;
  /** The podspot an archive runs for: its button is disabled. */
  busyId: number | null;
};

const podcastsLabel = (n: number) => `${n} ${n === 1 ? 'podcast' : 'podcasts'}`;

function RowActions({
  podspot,
  onGoLive,
  onArchive,
  busy,
}: {
  podspot: EarnPodspot;
  onGoLive(p: EarnPodspot): void;
  onArchive(p: EarnPodspot): void;
  busy: boolean;
}) {
  const action = campaignAction(podspot);
  const on = (
    <span className="ps-visually-hidden">
      {' '}
      for {podspot.campaign_name} on {podspot.publisher_podcast_name}
    </span>
  );
  return (
    <>
      {action === 'insights' ? (
        <Link className="ps-button ps-button--quiet" to={`${paths.earnInsights}${insightsQuery(podspot)}`}>
          {CAMPAIGN_ACTION_LABELS.insights}
          {on}
        </Link>
      ) : action ? (
        <button type="button" className="ps-button" onClick={() => onGoLive(podspot)}>
          {CAMPAIGN_ACTION_LABELS[action]}
          {on}
        </button>
      ) : null}
      {canArchive(podspot) ? (
        <button type="button" className="ps-button ps-button--quiet" disabled={busy} onClick={() => onArchive(podspot)}>
          Archive{on}
        </button>
      ) : null}
    </>
  );
}

/** One advertiser campaign: its artwork, name and lifetime earnings, then a row per podcast it runs on. */
export function CampaignCard({ group, onGoLive, onArchive, busyId }: Props) {
  return (
    <li className="ps-card earn-campaign" data-campaign-id={group.campaignId}>
      <div className="earn-campaign__head">
        <Artwork
          src={group.artwork}
          size={44}
          podcast={{ id: group.items[0].advertiser_podcast_id, name: group.items[0].advertiser_podcast_name }}
        />
        <div className="earn-campaign__text">
          <h2 className="earn-campaign__name">{group.campaignName}</h2>
          <p className="ps-muted">
            {podcastsLabel(group.items.length)} · {formatMoney(group.earnings)} earned
          </p>
        </div>
      </div>
      <ul className="earn-rows">
        {group.items.map((p) => (
          <CampaignRow
            key={p.id}
            podspot={p}
            name={p.publisher_podcast_name}
            figure={
              <>
                <span className="ps-visually-hidden">Lifetime earnings </span>
                {formatMoney(p.earnings_lifetime)}
              </>
            }
            actions={<RowActions podspot={p} onGoLive={onGoLive} onArchive={onArchive} busy={busyId === p.id} />}
            extra={
              <p className="ps-muted earn-row__earned">
                Earned {formatMoney(p.earnings_last_30_days)} in the last 30 days, {formatMoney(p.earnings_lifetime)} in
                all.
              </p>
            }
          />
        ))}
      </ul>
    </li>
  );
}
