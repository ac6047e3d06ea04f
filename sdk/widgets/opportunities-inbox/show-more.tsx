import { useState } from 'react';
import { PAGE_ROWS } from '../../core/paging';

/** How far a paged list reaches: starts at one page, each 'Show more' adds another. Remount (key) to start over. */
export function usePageLimit(page = PAGE_ROWS): [number, () => void] {
  const [limit, setLimit] = useState(page);
  return [limit, () => setLimit((n) => n + page)];
}

type Props = {
  /** Entries drawn and entries in all. */
  shown: number;
  total: number;
  /** Plural noun of the entries ('campaigns', 'opportunities'). */
  noun: string;
  onMore(): void;
};

/** The foot of a paged list: 'Showing 10 of 114 campaigns' and a Show more button (nothing when all are drawn). */
export function ShowMore({ shown, total, noun, onMore }: Props) {
  if (shown >= total) return null;
  return (
    <div className="ps-more">
      <span className="ps-muted">
        Showing {shown} of {total} {noun}
      </span>
      <button type="button" className="ps-button ps-button--quiet" onClick={onMore}>
        Show more
      </button>
    </div>
  );
}
