import { useState } from 'react';
import type { Opportunity } from '../../api/opportunities';
import type { CampaignGroup } from '../../core/opportunities';
import { useMessages } from '../../ui/i18n';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { Artwork } from './artwork';
import { estimateText } from './estimate-text';
import messages from './messages.en.json';
import { ShowMore } from '../../ui/show-more';

/**
 * The /earn dashboard's empty list (docs/behaviour/earn.md#opportunities-list); the opportunities page's is the
 * catalogue's 'No new opportunities' (docs/behaviour/earn.md#opportunities-earnopportunities).
 */
export const EMPTY_DASHBOARD_OPPORTUNITIES = { title: 'No opportunities', text: "You're all caught up" };

type Props = {
  /** From `arrangeOpportunities` (sdk/core/opportunities): the pages drawn so far. */
  groups: CampaignGroup<Opportunity>[];
  onReview(opportunity: Opportunity): void;
  /** The opportunity an action is running for: its Review is disabled. */
  busyId?: number | null;
  compact?: boolean;
  /** Shown when there are no groups. Default: 'No new opportunities' / "You're all caught up." in the widget's language. */
  empty?: { title: string; text: string };
  /**
   * A list paged on the server: how many campaigns the whole list has, and 'Show more' (asks for the next page). Every
   * group given is drawn; none: the list is drawn whole.
   */
  more?: { campaigns: number; onMore(): void };
};

/** Opportunities grouped by campaign: one collapsible card per campaign, one row per publisher podcast with Review. */
export function OpportunityGroups({ groups, onReview, busyId = null, compact = false, empty, more }: Props) {
  const t = useMessages(messages);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setCollapsed((all) => {
      const next = new Set(all);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (!groups.length) {
    return (
      <div className="ps-inbox__empty" data-testid="inbox-empty">
        <p className="ps-inbox__empty-title">{empty?.title ?? t('inbox.empty')}</p>
        <p className="ps-muted">{empty?.text ?? t('inbox.emptyText')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={`ps-inbox__groups${compact ? ' ps-inbox__groups--compact' : ''}`}>
        {groups.map((group) => (
          <li key={group.campaignId} className="ps-inbox__group" data-campaign-id={group.campaignId}>
            <Group
              group={group}
              open={!collapsed.has(group.campaignId)}
              onToggle={() => toggle(group.campaignId)}
              onReview={onReview}
              busyId={busyId}
              compact={compact}
            />
          </li>
        ))}
      </ul>
      {more ? (
        <ShowMore
          shown={groups.length}
          total={Math.max(more.campaigns, groups.length)}
          noun="campaigns"
          onMore={more.onMore}
        />
      ) : null}
    </>
  );
}

type GroupProps = {
  group: CampaignGroup<Opportunity>;
  open: boolean;
  onToggle(): void;
  onReview(o: Opportunity): void;
  busyId: number | null;
  compact: boolean;
};

function Group({ group, open, onToggle, onReview, busyId, compact }: GroupProps) {
  const { locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const listId = `ps-inbox-group-${group.campaignId}`;
  return (
    <>
      <h3 className="ps-inbox__group-title">
        <button
          type="button"
          className="ps-inbox__group-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
        >
          <Artwork src={group.artwork} size={compact ? 32 : 44} podcast={{ id: group.showId, name: group.showName }} />
          <span className="ps-inbox__group-text">
            <span className="ps-inbox__group-name" id={`${listId}-name`}>
              {group.campaignName}
            </span>
            <span className="ps-inbox__show">{group.showName}</span>
          </span>
          <span className="ps-inbox__count">{t('inbox.count', { count: group.items.length })}</span>
          <span className={`ps-inbox__chevron${open ? ' ps-inbox__chevron--open' : ''}`} aria-hidden="true" />
        </button>
      </h3>
      <ul className="ps-inbox__rows" id={listId} aria-labelledby={`${listId}-name`} hidden={!open}>
        {group.items.map((o) => (
          <li key={o.id} className="ps-inbox__row" data-opportunity-id={o.id}>
            <Artwork
              src={o.publisher_podcast_art_work}
              size={compact ? 28 : 36}
              podcast={{ id: o.publisher_podcast_id, name: o.publisher_podcast_name }}
            />
            <span className="ps-inbox__podcast">{o.publisher_podcast_name}</span>
            <span className="ps-inbox__figure">
              <span className="ps-inbox__estimate" title={t('inbox.monthly')}>
                <span className="ps-visually-hidden">{t('inbox.monthly')}: </span>
                {estimateText(o, locale, t)}
              </span>
              <span className="ps-inbox__estimate-label" aria-hidden="true">
                {t('inbox.perMonthLabel')}
              </span>
            </span>
            <button
              type="button"
              className="ps-button ps-button--quiet ps-inbox__review"
              aria-label={t('inbox.reviewName', { campaign: group.campaignName, podcast: o.publisher_podcast_name })}
              disabled={busyId === o.id}
              onClick={() => onReview(o)}
            >
              {t('inbox.review')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
