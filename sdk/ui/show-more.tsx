// Styles: `.ps-more` in base.css, shared by every paged list.
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
