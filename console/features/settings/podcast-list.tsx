import { useId } from 'react';
import type { SettingsPodcast } from '@sdk/api/accounts';
import { Artwork } from '@sdk/ui/artwork';
import { isPodcastFilter, PODCAST_FILTERS, type PodcastFilter } from '@sdk/core/settings-podcasts';
import { ShowMore } from '@sdk/ui/show-more';
import { ConsoleWidgets } from '../../lib/widget-environment';

function FeedStatus({ integrated }: { integrated: boolean }) {
  const tipId = useId();
  const text = integrated ? 'Smart feed integrated' : 'Smart feed not integrated';
  return (
    <span
      className={`feed-status feed-status--${integrated ? 'on' : 'off'}`}
      role="img"
      aria-labelledby={tipId}
      tabIndex={0}
    >
      <span aria-hidden="true">{integrated ? '✓' : '!'}</span>
      <span className="feed-status__tip" role="tooltip" id={tipId}>
        {text}
      </span>
    </span>
  );
}

type Props = {
  /** The podcasts drawn (one page or more of the filtered list), the filtered list's size and every podcast's count. */
  podcasts: SettingsPodcast[];
  total: number;
  allPodcasts: number;
  filter: PodcastFilter;
  onFilter(filter: PodcastFilter): void;
  onMore(): void;
  onCopy(podcast: SettingsPodcast): void;
};

/**
 * "Your podcasts": filter, then each podcast with its artwork, smart feed URL, copy button and integration indicator;
 * a long list is paged ("Show more").
 */
export function PodcastList({ podcasts, total, allPodcasts, filter, onFilter, onMore, onCopy }: Props) {
  const filterId = useId();
  return (
    <section className="settings__section" aria-labelledby={`${filterId}-heading`}>
      <header className="settings__head">
        <h2 id={`${filterId}-heading`}>Your podcasts</h2>
        <label className="ps-visually-hidden" htmlFor={filterId}>
          Filter podcasts
        </label>
        <select
          id={filterId}
          className="ps-select"
          value={filter}
          onChange={(e) => isPodcastFilter(e.currentTarget.value) && onFilter(e.currentTarget.value)}
        >
          {PODCAST_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </header>
      {allPodcasts === 0 ? <p className="ps-card ps-message">You have no podcasts yet.</p> : null}
      {allPodcasts > 0 && total === 0 ? <p className="ps-card ps-message">No podcasts match this filter.</p> : null}
      {/* ConsoleWidgets: Artwork requests each cover only near the view (an account can have hundreds of podcasts). */}
      <ConsoleWidgets>
        <ul className="card-list">
          {podcasts.map((p) => (
            <li key={p.id} className="ps-card podcast-row">
              <Artwork src={p.small_artwork} size={48} className="avatar" podcast={p} />
              <div className="podcast-row__body">
                <h3 className="podcast-row__name">{p.name}</h3>
                <p className="podcast-row__feed ps-muted" title={p.smart_feed}>
                  {p.smart_feed}
                </p>
              </div>
              <FeedStatus integrated={p.apple_feed_integrated} />
              <button
                type="button"
                className="ps-button ps-button--quiet"
                onClick={() => onCopy(p)}
                aria-label={`Copy smart feed URL of ${p.name}`}
              >
                Copy smart feed
              </button>
            </li>
          ))}
        </ul>
      </ConsoleWidgets>
      <ShowMore shown={podcasts.length} total={total} noun="podcasts" onMore={onMore} />
    </section>
  );
}
