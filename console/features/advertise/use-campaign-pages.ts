import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getAdvertiserCampaignPage, type AdvertiserPodspot } from '@sdk/api/advertise';
import type { ApiError } from '@sdk/api/errors';
import {
  arrangeCampaigns,
  cardsOfPage,
  rowsOf,
  type CampaignCardGroup,
  type CampaignChoice,
} from '@sdk/core/advertiser-campaigns-page';
import { PAGE_ROWS } from '@sdk/core/paging';
import { latestCall } from '@sdk/stores/latest-call';
import { api } from '../../lib/api';

type Card = CampaignCardGroup<AdvertiserPodspot>;
/** What the server answered for a choice: the cards drawn so far (pages appended) and the filtered campaign count. */
type Paged = { choice: CampaignChoice; cards: Card[]; campaigns: number };

export const FIRST_CHOICE: CampaignChoice = { podcast: 'all', sort: 'recent' };

/**
 * The campaigns page's list, paged on the server (GET /advertise/podspots with row_limit): the first page, 'Show more'
 * appends the next one, a new choice asks for its first page and keeps the list on screen until the answer comes.
 * When the unfiltered first page already holds every campaign (the demo account), the page has the whole list:
 * the podcast filter and the sorts then run on it here, with the same rules, without asking again.
 */
export function useCampaignPages() {
  const [choice, setChoice] = useState<CampaignChoice>(FIRST_CHOICE);
  const [whole, setWhole] = useState<AdvertiserPodspot[] | null>(null);
  const [paged, setPaged] = useState<Paged | null>(null);
  const [error, setError] = useState<{ failure: ApiError; retry(): void } | null>(null);
  const calls = useRef(latestCall());

  /** Asks for the page after `drawn` (or the first page): `rowLimit` podspots' worth of whole campaigns. */
  const fetchPage = useCallback((next: CampaignChoice, rowLimit: number, drawn: Paged | null) => {
    const isCurrent = calls.current.begin();
    setError(null);
    getAdvertiserCampaignPage(api, { ...next, rowLimit, offset: drawn?.cards.length }).then(
      (page) => {
        if (!isCurrent()) return;
        const cards = cardsOfPage(page.podspots, page.figures);
        if (!drawn && next.podcast === 'all' && cards.length >= page.campaigns) {
          setWhole(page.podspots);
          setPaged(null);
        } else {
          setWhole(null);
          setPaged({ choice: next, cards: drawn ? [...drawn.cards, ...cards] : cards, campaigns: page.campaigns });
        }
      },
      (failure: ApiError) => isCurrent() && setError({ failure, retry: () => fetchPage(next, rowLimit, drawn) }),
    );
  }, []);

  useEffect(() => {
    fetchPage(FIRST_CHOICE, PAGE_ROWS, null);
    const current = calls.current;
    return () => current.drop(); // answers after leaving the page are dropped
  }, [fetchPage]);

  const choose = (next: CampaignChoice) => {
    setChoice(next);
    if (!whole) fetchPage(next, PAGE_ROWS, null);
  };
  const more = () => paged && fetchPage(paged.choice, PAGE_ROWS, paged);
  /** After an edit: the drawn range again, in one call (offset 0, the rows drawn; the whole list when it is here). */
  const reload = () => {
    const drawn = whole ? whole.length : rowsOf(paged?.cards ?? []);
    fetchPage(whole ? choice : (paged?.choice ?? choice), Math.max(PAGE_ROWS, drawn), null);
  };

  const local = useMemo(() => (whole ? arrangeCampaigns(whole, choice) : null), [whole, choice]);
  const shown = local
    ? { choice, cards: local, campaigns: local.length }
    : paged && { choice: paged.choice, cards: paged.cards, campaigns: paged.campaigns };
  return { choice, choose, shown, error, more, reload };
}
