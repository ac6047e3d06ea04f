import { describe, expect, it } from 'vitest';
import { INSIGHTS_PRESETS, PRESET_LABELS } from './date-presets';
import { nextSort } from './table-sort';
import {
  DEFAULT_REPORT_SORT,
  isScrollMode,
  reportTableRows,
  type PublisherReportItem,
  type ReportSort,
} from './publisher-report';

const item = (podcast_id: number, name: string, earnings: number, downloads: number): PublisherReportItem => ({
  podcast_id,
  name,
  small_artwork: `/art/${podcast_id}.svg`,
  earnings,
  ep_download_count_daily: downloads,
});
const items = [
  item(1, 'Jazz', 120.5, 3000),
  item(2, 'ocean', 0, 0),
  item(3, 'Kitchen', 40, 9000),
  item(4, 'Birds', 40, 10),
];
const podcasts = [
  { id: 1, name: 'Jazz', small_artwork: '/art/1.svg' },
  { id: 2, name: 'ocean', small_artwork: '/art/2.svg' },
  { id: 3, name: 'Kitchen', small_artwork: '/art/3.svg' },
  { id: 4, name: 'Birds', small_artwork: '/art/4.svg' },
  { id: 9, name: 'New show', small_artwork: '/art/9.svg' },
];
const ids = (selected: number | 'all', sort: ReportSort = DEFAULT_REPORT_SORT, list = items) =>
  reportTableRows(list, selected, podcasts, sort).map((r) => r.id);

describe('reportTableRows', () => {
  it.each<[string, number | 'all', ReportSort, number[]]>([
    [
      'default: earnings high to low, zero rows hidden (equal earnings keep the report order)',
      'all',
      DEFAULT_REPORT_SORT,
      [1, 3, 4],
    ],
    ['earnings ascending', 'all', { field: 'earnings', direction: 'asc' }, [3, 4, 1]],
    ['downloads descending', 'all', { field: 'downloads', direction: 'desc' }, [3, 1, 4]],
    ['name ascending, case-insensitive', 'all', { field: 'name', direction: 'asc' }, [4, 1, 3]],
    ['a selected zero row stays', 2, DEFAULT_REPORT_SORT, [1, 3, 4, 2]],
    ['a selected podcast without a row gets an empty one', 9, DEFAULT_REPORT_SORT, [1, 3, 4, 9]],
    ['a selected id that is no podcast adds nothing', 77, DEFAULT_REPORT_SORT, [1, 3, 4]],
  ])('%s', (_name, selected, sort, expected) => {
    expect(ids(selected, sort)).toEqual(expected);
  });

  it('maps the report fields to the table names; the empty row is all zeros', () => {
    const rows = reportTableRows([item(1, 'Jazz', 1.5, 20)], 9, podcasts, DEFAULT_REPORT_SORT);
    expect(rows).toEqual([
      { id: 1, name: 'Jazz', small_artwork: '/art/1.svg', earnings: 1.5, downloads: 20 },
      { id: 9, name: 'New show', small_artwork: '/art/9.svg', earnings: 0, downloads: 0 },
    ]);
  });

  it('an empty report shows nothing, or only the selected podcast', () => {
    expect(ids('all', DEFAULT_REPORT_SORT, [])).toEqual([]);
    expect(ids(3, DEFAULT_REPORT_SORT, [])).toEqual([3]);
  });
});

describe('header clicks (docs/behaviour/earn.md#insights-behaviour)', () => {
  it.each<[ReportSort, 'name' | 'earnings' | 'downloads', ReportSort]>([
    [DEFAULT_REPORT_SORT, 'earnings', { field: 'earnings', direction: 'asc' }],
    [{ field: 'earnings', direction: 'asc' }, 'earnings', { field: 'earnings', direction: 'desc' }],
    [DEFAULT_REPORT_SORT, 'downloads', { field: 'downloads', direction: 'asc' }],
    [{ field: 'downloads', direction: 'desc' }, 'name', { field: 'name', direction: 'asc' }],
  ])('%o, click %s → %o', (current, clicked, next) => {
    expect(nextSort(current, clicked)).toEqual(next);
  });
});

describe('isScrollMode (above 8 rows)', () => {
  it.each([
    [0, false],
    [8, false],
    [9, true],
    [40, true],
  ])('%i rows → %s', (n, expected) => {
    expect(isScrollMode(n)).toBe(expected);
  });
});

describe('the duration filter (docs/behaviour/earn.md#insights-behaviour)', () => {
  it('offers the seven insights presets with their labels, All time last', () => {
    expect(INSIGHTS_PRESETS.map((p) => PRESET_LABELS[p])).toEqual([
      'This month',
      'Last month',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 180 days',
      'All time',
    ]);
  });
});
