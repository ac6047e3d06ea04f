import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { EarnPodspot } from '@sdk/api/podspots';
import { ATTENTION_LABELS, attentionAction, attentionSubtitle } from '@sdk/core/go-live';
import { insightsQuery } from '@sdk/core/publisher-campaigns';
import { Spinner } from '@sdk/ui/status-view';
import { ShowMore } from '@sdk/ui/show-more';
import { Artwork } from '@sdk/widgets/opportunities-inbox';
import { paths } from '../../../lib/paths';
import { LoadFailed } from '../../../ui/load-failed';
import type { DashboardCampaignsState } from './dashboard-store';

/** The Requires attention list's empty state (docs/behaviour/earn.md#requires-attention). */
export const ALL_CLEAR = { title: 'All clear here!', text: 'Nothing pressing at the moment.' };

type Props = {
  /** The first rows (already for the top bar's podcast), their total, and Show more. */
  list: Pick<DashboardCampaignsState, 'status' | 'error' | 'attention' | 'attentionTotal' | 'load' | 'more'>;
  /** Upload Podspot and Integrate Smart Feed open the go-live modal. */
  onGoLive(podspot: EarnPodspot): void;
};

function Row({ podspot, onGoLive }: { podspot: EarnPodspot; onGoLive(p: EarnPodspot): void }) {
  const nameId = useId();
  const action = attentionAction(podspot);
  return (
    <li className="earn-attention__row" data-podspot-id={podspot.id}>
      <Artwork
        src={podspot.publisher_podcast_art_work}
        size={40}
        podcast={{ id: podspot.publisher_podcast_id, name: podspot.publisher_podcast_name }}
      />
      <div className="earn-attention__text" id={nameId}>
        <strong>{podspot.publisher_podcast_name}</strong>
        <span className="ps-muted">{attentionSubtitle(podspot)}</span>
      </div>
      {action === 'insights' ? (
        <Link
          className="ps-button ps-button--quiet"
          to={`${paths.earnInsights}${insightsQuery(podspot)}`}
          aria-describedby={nameId}
        >
          {ATTENTION_LABELS.insights}
        </Link>
      ) : action ? (
        <button type="button" className="ps-button" aria-describedby={nameId} onClick={() => onGoLive(podspot)}>
          {ATTENTION_LABELS[action]}
        </button>
      ) : null}
    </li>
  );
}

/**
 * Requires attention (docs/behaviour/earn.md#requires-attention): the campaigns neither approved nor pending, newest
 * first (the go-live rules of sdk/core/go-live decide the rows and their buttons). At most 800px high; it scrolls
 * beyond. A long list is paged: the server answers the first rows and the total, Show more asks for the next page.
 */
export function AttentionCard({ list, onGoLive }: Props) {
  const rows = list.attention;
  return (
    <section className="ps-card earn-card" aria-labelledby="earn-attention-title">
      <div className="earn-card__head">
        <h2 className="earn-card__title" id="earn-attention-title">
          Requires attention
        </h2>
      </div>
      {list.status === 'error' && list.error ? <LoadFailed error={list.error} onRetry={() => list.load()} /> : null}
      {list.status === 'loading' ? <Spinner label="Loading campaigns" /> : null}
      {list.status === 'ready' && !rows.length ? (
        <div className="earn-empty" data-testid="attention-empty">
          <p className="earn-empty__title">{ALL_CLEAR.title}</p>
          <p className="ps-muted">{ALL_CLEAR.text}</p>
        </div>
      ) : null}
      {list.status === 'ready' && rows.length ? (
        <ul className="earn-attention" tabIndex={0} aria-label="Campaigns that require attention">
          {rows.map((p) => (
            <Row key={p.id} podspot={p} onGoLive={onGoLive} />
          ))}
          {rows.length < list.attentionTotal ? (
            <li className="earn-attention__more">
              <ShowMore
                shown={rows.length}
                total={list.attentionTotal}
                noun="campaigns"
                onMore={() => void list.more()}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
