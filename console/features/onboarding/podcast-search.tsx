import { useId, type ReactNode } from 'react';
import type { PodcastResult } from '@sdk/core/onboarding';
import { useWidgetEnvironment } from '@sdk/ui/widget-context';
import { usePodcastSearch } from './use-podcast-search';

type Props = { selected: PodcastResult[]; onAdd(podcast: PodcastResult): void; disabled?: boolean };

/** One podcast as a row: artwork, name and Apple id. */
export function PodcastRow({ podcast, children }: { podcast: PodcastResult; children: ReactNode }) {
  return (
    <li className="onb-podcast">
      <img src={podcast.small_artwork} alt="" width={40} height={40} className="avatar" loading="lazy" />
      <span className="onb-podcast__text">
        <span className="onb-podcast__name">{podcast.name}</span>
        <span className="ps-muted onb-podcast__id">Apple ID {podcast.apple_id}</span>
      </span>
      {children}
    </li>
  );
}

/** The search box with its results; each result can be added once. */
export function PodcastSearch({ selected, onAdd, disabled = false }: Props) {
  const { client } = useWidgetEnvironment();
  const search = usePodcastSearch(client);
  const id = useId();
  const isSelected = (p: PodcastResult) => selected.some((s) => s.apple_id === p.apple_id);
  return (
    <div className="onb-search">
      <div className="field">
        <label htmlFor={id}>Find your podcast</label>
        <input
          id={id}
          type="search"
          name="podcast_search"
          autoComplete="off"
          value={search.query}
          disabled={disabled}
          aria-describedby={`${id}-help`}
          onChange={(e) => search.change(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter searches at once instead of submitting the screen.
            if (e.key === 'Enter') {
              e.preventDefault();
              search.searchNow();
            }
          }}
        />
        <p className="ps-muted onb-search__help" id={`${id}-help`}>
          Paste an Apple Podcasts link, type the Apple ID, or search by name.
        </p>
      </div>
      <div aria-live="polite" className="onb-search__status">
        {search.searching ? <p className="ps-muted">Searching…</p> : null}
        {!search.searching && search.hint ? <p className="onb-search__hint">{search.hint}</p> : null}
      </div>
      {search.results.length ? (
        <ul className="onb-podcasts onb-podcasts--results" aria-label="Search results">
          {search.results.map((p) => (
            <PodcastRow key={p.apple_id} podcast={p}>
              <button
                type="button"
                className="ps-button ps-button--quiet"
                disabled={disabled || isSelected(p)}
                onClick={() => onAdd(p)}
                aria-label={isSelected(p) ? `${p.name} added` : `Add ${p.name}`}
              >
                {isSelected(p) ? 'Added' : 'Add'}
              </button>
            </PodcastRow>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
