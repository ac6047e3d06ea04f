import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { getAdvertiserCampaignPage } from '@sdk/api/advertise';
import { arrangeCampaigns, cardsOfPage, rowsOf, type CampaignChoice } from '@sdk/core/advertiser-campaigns-page';
import { createPagedList } from '@sdk/stores/paged-list';
import { api } from '../../lib/api';

const FIRST_CHOICE: CampaignChoice = { podcast: 'all', sort: 'recent' };

/**
 * The campaigns page's list, paged on the server (GET /advertise/podspots with row_limit): cards of whole campaigns.
 * When the unfiltered first page already holds every campaign (the demo account), the podcast filter and the sorts
 * run on it here, with the same rules, without asking again.
 */
const createCampaignList = () =>
  createPagedList({
    first: FIRST_CHOICE,
    fetch: (choice, offset, rowLimit) => getAdvertiserCampaignPage(api, { ...choice, rowLimit, offset }),
    read: (page) => ({ items: cardsOfPage(page.podspots, page.figures), total: page.campaigns }),
    rows: (cards) => rowsOf(cards),
    whole: {
      covers: (held) => held.podcast === 'all',
      arrange: (cards, choice) =>
        arrangeCampaigns(
          cards.flatMap((c) => c.podspots),
          choice,
        ),
    },
  });

/**
 * The first page, 'Show more' appends the next one, a new choice asks for its first page and keeps the list on screen
 * until the answer comes; `reload` after an edit asks for the drawn range again in one call.
 */
export function useCampaignPages() {
  const [list] = useState(createCampaignList);
  const [choice, setChoice] = useState<CampaignChoice>(FIRST_CHOICE);
  const { status, error, query, items, total, more, reload } = useStore(list);
  useEffect(() => {
    void list.getState().choose(FIRST_CHOICE);
    return () => list.getState().drop(); // answers after leaving the page are dropped
  }, [list]);

  const choose = (next: CampaignChoice) => {
    setChoice(next);
    void list.getState().choose(next);
  };
  return {
    choice,
    choose,
    shown: status === 'ready' ? { choice: query, cards: items, campaigns: total } : null,
    // Retry repeats what failed: the next page when the list is still drawn, else the first page.
    error: error && {
      failure: error,
      retry: () => void (status === 'ready' ? more() : list.getState().choose(choice)),
    },
    more: () => void more(),
    reload: () => void reload(),
  };
}
