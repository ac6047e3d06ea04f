import { describe, expect, it } from 'vitest';
import { firstRequestKey } from './first-requests';
import { firstInboxParams, firstInboxQuery, offeredQuery } from './opportunities';
import { requestKey } from './request-key';

describe('firstRequestKey', () => {
  const today = new Date(2026, 10, 23); // local 23 November 2026
  it.each([
    ['opportunities-inbox', {}, '/earn/opportunities?rejected=false&row_limit=40&sort=recent'],
    [
      'opportunities-inbox',
      { podcastId: 7, view: 'not-interested' },
      '/earn/opportunities?rejected=false&row_limit=40&scope_podcast_id=7&sort=recent',
    ],
    ['earnings-card', {}, '/earn/publisher/earnings?end_date=2026-11-23&start_date=2026-10-25'],
    [
      'earnings-card',
      { preset: 'last_7_days', podcastId: 12 },
      '/earn/publisher/earnings?end_date=2026-11-23&podcast_id=12&start_date=2026-11-17',
    ],
    [
      'earnings-card',
      { preset: 'this_month', podcastId: 'all' },
      '/earn/publisher/earnings?end_date=2026-11-23&start_date=2026-11-01',
    ],
    ['earnings-card', { preset: 'next_week' }, null],
    ['go-live-uploader', {}, null],
    ['spend-table', {}, null],
  ] as const)('%s %j → %s', (widget, props, key) => {
    expect(firstRequestKey(widget, props, today)).toBe(key);
  });

  it.each([undefined, 'all', 7, '7'])("the inbox key is the widget's own first call (podcastId %j)", (podcastId) => {
    expect(requestKey('/earn/opportunities', firstInboxParams(podcastId))).toBe(
      requestKey('/earn/opportunities', offeredQuery(firstInboxQuery(podcastId))),
    );
  });
});
