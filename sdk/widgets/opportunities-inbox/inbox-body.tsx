import type { ComponentType, ReactNode } from 'react';
import type { ApiError } from '../../api/errors';
import type { ListState } from '../../stores/opportunities-store';
import { Bar, Skeleton } from '../../ui/skeleton';
import { useMessages } from '../../ui/i18n';
import { ErrorView } from '../../ui/status-view';
import { InboxLink } from './inbox-link';
import messages from './messages.en.json';

/** What the inbox shows while its list loads, in English. */
export const LOADING_TEXT = messages['inbox.loading'];

/** The foot's 'Not interested {count}' link: out of the inbox with `href`, else `onClick` acts inside it. */
export type NotInterestedLink = {
  count: number;
  href?: string;
  onNavigate?: (href: string) => void;
  onClick?: () => void;
};

type Props = {
  /** The list on screen (the offered or the not-interested one): its failure, the loading text, or `children`. */
  list: Pick<ListState<unknown>, 'status' | 'error'>;
  onRetry(): void;
  /** The loaded list: the campaign groups, or the not-interested list. */
  children: ReactNode;
  /** True when the filters leave nothing: 'No opportunities match these filters.' and Clear filters instead of `children`. */
  noMatch?: boolean;
  onClearFilters?: () => void;
  /** The foot under the loaded list; none without it. */
  notInterested?: NotInterestedLink | null;
  /** How a failed load shows. Default `ErrorView` (with the widget's `error` or `auth_error` event). */
  Failure?: ComponentType<{ error: ApiError; onRetry(): void }>;
  /**
   * The widget's size contract (sdk/README.md#layout): the list in a box of one height whatever it holds (a longer list
   * scrolls in it), and the foot's room kept while loading, so loading → loaded moves nothing. Default false.
   */
  fixedBox?: boolean;
};

/**
 * The inbox's body under its head, shared by the widget and the console's opportunities pages: a failure with Retry,
 * the loading text, the filters' empty result, or the loaded list; then the 'Not interested' link.
 */
export function InboxBody({
  list,
  onRetry,
  children,
  noMatch = false,
  onClearFilters,
  notInterested,
  Failure = ErrorView,
  fixedBox = false,
}: Props) {
  const t = useMessages(messages);
  const body =
    list.status === 'error' && list.error ? (
      <Failure error={list.error} onRetry={onRetry} />
    ) : list.status !== 'ready' ? (
      <InboxSkeleton />
    ) : noMatch ? (
      <div className="ps-inbox__empty">
        <p className="ps-muted">{t('inbox.noMatch')}</p>
        <button type="button" className="ps-button ps-button--quiet" onClick={onClearFilters}>
          {t('inbox.clearFilters')}
        </button>
      </div>
    ) : (
      children
    );
  // While loading, the foot is drawn invisible (no focus, not read) to hold its room.
  const held = fixedBox && (list.status === 'idle' || list.status === 'loading');
  return (
    <>
      {fixedBox ? <div className="ps-inbox__box">{body}</div> : body}
      {notInterested && (list.status === 'ready' || held) ? (
        <div className={`ps-inbox__foot${held ? ' ps-inbox__foot--held' : ''}`}>
          <InboxLink href={notInterested.href} onNavigate={notInterested.onNavigate} onClick={notInterested.onClick}>
            {t('inbox.notInterested')} <span className="ps-inbox__badge">{notInterested.count}</span>
          </InboxLink>
        </div>
      ) : null}
    </>
  );
}

/** Two campaign cards of two rows each, in the list's own layout, while the list loads. */
function InboxSkeleton() {
  const loading = useMessages(messages)('inbox.loading');
  const row = (
    <div className="ps-inbox__row">
      <Bar kind="art" />
      <Bar />
      <Bar kind="short" />
      <Bar kind="button" />
    </div>
  );
  return (
    <Skeleton label={loading} className="ps-inbox__loading ps-inbox__groups">
      <span className="ps-visually-hidden">{loading}</span>
      {[0, 1].map((k) => (
        <div className="ps-inbox__group" key={k}>
          <div className="ps-inbox__group-toggle">
            <Bar kind="art" />
            <Bar />
            <Bar kind="short" />
          </div>
          {row}
          {row}
        </div>
      ))}
    </Skeleton>
  );
}
