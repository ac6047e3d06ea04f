import type { RejectedOpportunity } from '../../api/opportunities';
import { budgetLabel } from '../../core/opportunities';
import { useMessages } from '../../ui/i18n';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { Artwork } from './artwork';
import { estimateText } from './estimate-text';
import { InboxLink } from './inbox-link';
import messages from './messages.en.json';
import list from './not-interested.messages.en.json';
import { ShowMore } from '../../ui/show-more';

type Props = {
  /** The pages drawn so far (the server pages the list: docs/decisions/0008-paging-on-the-server.md). */
  items: RejectedOpportunity[];
  /** The title's count: every item of the list, drawn or not (the server's `total`). */
  count: number;
  /** 'Show more': asks for the next page. */
  onMore(): void;
  onUndo(opportunity: RejectedOpportunity): void;
  /** The opportunity an action is running for: its Undo is disabled. */
  busyId?: number | null;
  /** The back arrow: a link out when `backHref` is set, else `onBack` inside the widget. */
  backHref?: string;
  onBack?: () => void;
  onNavigate?: (href: string) => void;
};

/**
 * The not-interested list (docs/behaviour/earn.md#not-interested-earnopportunitiesnot-interested): back arrow, title
 * with count, Undo per item.
 */
export function NotInterestedList({
  items,
  count,
  onMore,
  onUndo,
  busyId = null,
  backHref,
  onBack,
  onNavigate,
}: Props) {
  const { locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const tList = useMessages(list);
  return (
    <div className="ps-inbox__not-interested">
      <div className="ps-inbox__head">
        {backHref || onBack ? (
          <InboxLink href={backHref} onClick={onBack} onNavigate={onNavigate} className="ps-inbox__back">
            <span aria-hidden="true">←</span>
            <span className="ps-visually-hidden">{tList('inbox.back')}</span>
          </InboxLink>
        ) : null}
        <h2 className="ps-inbox__title">
          {t('inbox.notInterested')} <span className="ps-inbox__badge">{count}</span>
        </h2>
      </div>
      {items.length ? (
        <ul className="ps-inbox__rejected">
          {items.map((o) => (
            <li key={o.id} className="ps-inbox__rejected-item" data-opportunity-id={o.id}>
              <Artwork
                src={o.advertiser_podcast_art_work}
                size={40}
                podcast={{ id: o.advertiser_podcast_id, name: o.advertiser_podcast_name }}
              />
              <div className="ps-inbox__rejected-text">
                <p className="ps-inbox__rejected-name">{o.campaign_name}</p>
                <p className="ps-muted">
                  {tList('inbox.rejectedLine', {
                    podcast: o.publisher_podcast_name,
                    left: budgetLabel(o.budget, locale),
                    budget: budgetLabel(o.totalBudget, locale),
                    count: o.opportunitiesCount,
                  })}
                </p>
              </div>
              <span className="ps-inbox__estimate" title={t('inbox.monthly')}>
                <span className="ps-visually-hidden">{t('inbox.monthly')}: </span>
                {estimateText(o, locale, t)}
              </span>
              <button
                type="button"
                className="ps-button ps-button--quiet"
                aria-label={tList('inbox.undoName', { campaign: o.campaign_name, podcast: o.publisher_podcast_name })}
                disabled={busyId === o.id}
                onClick={() => onUndo(o)}
              >
                {tList('inbox.undo')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {items.length ? (
        <ShowMore shown={items.length} total={Math.max(count, items.length)} noun="opportunities" onMore={onMore} />
      ) : (
        <p className="ps-inbox__empty ps-muted" data-testid="not-interested-empty">
          {tList('inbox.noneRejected')}
        </p>
      )}
    </div>
  );
}
