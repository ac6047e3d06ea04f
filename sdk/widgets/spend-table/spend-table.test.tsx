import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvertiserReportRow } from '../../api/advertiser-reports';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { EMPTY_TEXT } from './spend-table';
import { SpendTableWidget } from './spend-table-widget';

const row = (
  id: number,
  name: string,
  spend: number,
  extra: Partial<AdvertiserReportRow> = {},
): AdvertiserReportRow => ({
  id,
  name,
  small_artwork: `/api/artwork/${id}.png`,
  spend,
  impressions: 1000 * id,
  cpm: 12.5,
  acquisitions: 10 * id,
  cpa: 2,
  downloads: 20 * id,
  cpd: 1,
  ...extra,
});
const report = {
  data: [
    row(1, 'Alpha Hour', 1234.5, { impressions: 98765, cpa: null }),
    row(2, 'Beta Talks', 50),
    row(3, 'Gamma Show', 300, { cpd: null }),
  ],
  totals: [{ spend: 1584.5, impressions: 104765, cpm: 15.12, acquisitions: 60, cpa: 26.41, downloads: 120, cpd: 13.2 }],
};

const text = (el: Element | null | undefined) => el?.textContent?.trim();
/** The podcasts' rows (each headed by its name), without the Totals row. */
const bodyRows = (c: HTMLElement) =>
  within(c)
    .queryAllByRole('row')
    .filter((r) =>
      within(r)
        .queryAllByRole('rowheader')
        .some((h) => text(h) !== 'Totals'),
    );
const names = (c: HTMLElement) => bodyRows(c).map((r) => text(within(r).getByRole('rowheader')));
const rowOf = (c: HTMLElement, name: string) =>
  bodyRows(c).find((r) => text(within(r).getByRole('rowheader')) === name)!;
const pick = (c: HTMLElement, name: string) => within(rowOf(c, name)).getByRole('button');
const header = (c: HTMLElement, label: string) =>
  within(c).getByRole('columnheader', { name: new RegExp(`^${label}`) });
const sortButton = (c: HTMLElement, label: string) => within(header(c, label)).getByRole('button');
const duration = (c: HTMLElement) => within(c).getByRole<HTMLSelectElement>('combobox', { name: 'Duration' });
const scrollBox = (c: HTMLElement) => within(c).getByRole('region', { name: 'Podcasts table' });
const click = (el: Element) => (el as HTMLElement).click();

let cleanup: (() => Promise<void>) | null = null;
let saved: { download: string; href: string }[] = [];
beforeEach(() => {
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  vi.restoreAllMocks();
});

async function mount(routes: Parameters<typeof fakeClient>[0], props: Parameters<typeof SpendTableWidget>[0] = {}) {
  const fake = fakeClient(routes);
  const view = await renderWidget(<SpendTableWidget {...props} />, fake.client);
  cleanup = view.unmount;
  await waitFor(() => expect(within(view.container).getAllByRole('row').length).toBeGreaterThan(1));
  return { ...fake, ...view };
}

describe(`SpendTableWidget (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows rows by spend descending, formatted figures, the totals row and tooltips, then emits ready', async () => {
    const { container, calls, events } = await mount({ 'GET /advertise/advertiser/report': { body: report } });
    expect(names(container)).toEqual(['Alpha Hour', 'Gamma Show', 'Beta Talks']);
    const first = bodyRows(container)[0];
    expect(within(first).getAllByRole('cell').map(text)).toEqual([
      '$1,234.50',
      '98,765',
      '$12.50',
      '10',
      '-',
      '20',
      '$1.00',
    ]);
    expect(first.querySelector('img')?.getAttribute('src')).toBe('http://api.test/api/artwork/1.png');
    const totals = within(container).getByRole('rowheader', { name: 'Totals' }).parentElement!;
    expect([...totals.children].map(text)).toEqual([
      'Totals',
      '$1,584.50',
      '104,765',
      '$15.12',
      '60',
      '$26.41',
      '120',
      '$13.20',
    ]);
    expect(header(container, 'Spend').getAttribute('aria-sort')).toBe('descending');
    expect(header(container, 'Name').getAttribute('aria-sort')).toBe('none');
    expect(within(container).getAllByRole('tooltip', { hidden: true }).map(text)).toEqual([
      'Acquired unique listeners',
      'Cost per acquisition',
      'Acquired downloads',
      'Cost per acquired download',
    ]);
    const tip = within(container).getAllByRole('tooltip', { hidden: true })[0];
    expect(sortButton(container, 'Acquisitions').getAttribute('aria-describedby')).toBe(tip.id);
    expect(within(duration(container)).getAllByRole('option').map(text)).toEqual([
      'This month',
      'Last month',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 180 days',
      'All time',
    ]);
    expect(duration(container).value).toBe('last_30_days');
    const query = calls[0].url.searchParams;
    expect([...query.keys()].sort()).toEqual(['end_date', 'start_date']);
    expect(events).toContainEqual({ type: 'ready', detail: { widget: 'spend-table' } });
  });

  it('sorts by header clicks: the active column flips, another column sorts ascending', async () => {
    const { container } = await mount({ 'GET /advertise/advertiser/report': { body: report } });
    click(sortButton(container, 'Spend'));
    await waitFor(() => expect(names(container)).toEqual(['Beta Talks', 'Gamma Show', 'Alpha Hour']));
    expect(header(container, 'Spend').getAttribute('aria-sort')).toBe('ascending');
    click(sortButton(container, 'Name'));
    await waitFor(() => expect(header(container, 'Name').getAttribute('aria-sort')).toBe('ascending'));
    expect(names(container)).toEqual(['Alpha Hour', 'Beta Talks', 'Gamma Show']);
    expect(header(container, 'Spend').getAttribute('aria-sort')).toBe('none');
    click(sortButton(container, 'CPD'));
    await waitFor(() => expect(names(container)).toEqual(['Alpha Hour', 'Beta Talks', 'Gamma Show'])); // missing CPD last
    click(sortButton(container, 'CPD'));
    await waitFor(() => expect(header(container, 'CPD').getAttribute('aria-sort')).toBe('descending'));
    expect(names(container)).toEqual(['Alpha Hour', 'Beta Talks', 'Gamma Show']);
  });

  it('selects a row (bold, pressed, onSelect) and clears it on a second click', async () => {
    const onSelect = vi.fn();
    const { container } = await mount({ 'GET /advertise/advertiser/report': { body: report } }, { onSelect });
    click(within(rowOf(container, 'Beta Talks')).getAllByRole('cell')[0]);
    await waitFor(() => expect(pick(container, 'Beta Talks').getAttribute('aria-pressed')).toBe('true'));
    expect(within(container).getAllByRole('button', { pressed: true })).toEqual([pick(container, 'Beta Talks')]);
    expect(onSelect).toHaveBeenLastCalledWith(2);
    click(pick(container, 'Beta Talks')); // the keyboard path: the name button
    await waitFor(() => expect(pick(container, 'Beta Talks').getAttribute('aria-pressed')).toBe('false'));
    expect(onSelect).toHaveBeenLastCalledWith('all');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('scrolls inside its own box above 8 rows only', async () => {
    const many = (n: number) => ({
      data: Array.from({ length: n }, (_, i) => row(i + 1, `Show ${i + 1}`, 10 + i)),
      totals: report.totals,
    });
    let n = 8;
    const { container } = await mount({ 'GET /advertise/advertiser/report': () => ({ body: many(n) }) });
    expect(scrollBox(container).getAttribute('tabindex')).toBeNull();
    n = 9;
    duration(container).value = 'last_7_days';
    duration(container).dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(bodyRows(container)).toHaveLength(9));
    expect(scrollBox(container).getAttribute('tabindex')).toBe('0');
  });

  it('reloads for another duration and hides podcasts without figures', async () => {
    const zero = row(4, 'Delta Zero', 0, {
      impressions: 0,
      acquisitions: 0,
      downloads: 0,
      cpm: null,
      cpa: null,
      cpd: null,
    });
    const { container, calls } = await mount(
      { 'GET /advertise/advertiser/report': { body: { ...report, data: [...report.data, zero] } } },
      { preset: 'all_time', advertiserId: 9 },
    );
    expect(names(container)).not.toContain('Delta Zero');
    expect(calls[0].url.searchParams.get('start_date')).toBe('2020-01-01');
    expect(calls[0].url.searchParams.get('publisher_id')).toBe('9'); // the advertiser, in the report call's naming
    const select = duration(container);
    select.value = 'last_7_days';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].url.searchParams.get('start_date')).not.toBe('2020-01-01');
  });

  it('says so when the period has no figures', async () => {
    const { container } = await mount({
      'GET /advertise/advertiser/report': { body: { data: [], totals: [report.totals[0]] } },
    });
    expect(within(container).getByRole('cell', { name: EMPTY_TEXT })).toBeTruthy();
    expect(within(container).queryByRole('rowheader', { name: 'Totals' })).toBeNull();
  });

  it('shows a failed load with Retry, emits error, and recovers', async () => {
    let fail = true;
    const fake = fakeClient({
      'GET /advertise/advertiser/report': () => (fail ? { status: 500, body: {} } : { body: report }),
    });
    const view = await renderWidget(<SpendTableWidget />, fake.client);
    cleanup = view.unmount;
    await waitFor(() => expect(within(view.container).getByRole('alert')).toBeTruthy());
    const alert = within(view.container).getByRole('alert');
    expect(within(alert).getByText('Failed to fetch report')).toBeTruthy();
    expect(view.events.some((e) => e.type === 'error')).toBe(true);
    expect(within(view.container).getByRole<HTMLButtonElement>('button', { name: 'Export all' }).disabled).toBe(true);
    fail = false;
    click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names(view.container)).toHaveLength(3));
  });
});

describe(`SpendTableWidget export (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  const exportButton = (c: HTMLElement) => within(c).getByRole<HTMLButtonElement>('button', { name: 'Export all' });
  /** An error toast is an alert; a success one is only read out by the toasts' status region. */
  const errorToast = (c: HTMLElement, message: string) =>
    waitFor(() => expect(within(within(c).getByRole('alert')).getByText(message)).toBeTruthy());

  it("downloads the CSV for the range with the CSV call's filter names and emits export_downloaded", async () => {
    const { container, calls, events } = await mount(
      {
        'GET /advertise/advertiser/report': { body: report },
        'GET /advertise/advertiser/report/download': { body: 'Podcast,Spend (USD)' },
      },
      { advertiserId: 7, preset: 'all_time' },
    );
    click(within(rowOf(container, 'Gamma Show')).getAllByRole('cell')[0]);
    await waitFor(() => expect(pick(container, 'Gamma Show').getAttribute('aria-pressed')).toBe('true'));
    click(exportButton(container));
    await waitFor(() => expect(events.some((e) => e.type === 'export_downloaded')).toBe(true));
    const download = calls.find((c) => c.url.pathname.endsWith('/download'))!;
    const query = Object.fromEntries(download.url.searchParams);
    expect(query).toMatchObject({ start_date: '2020-01-01', publisher_id: '3', podcast_id: '7' });
    const fileName = `advertiser_spend_report_2020-01-01_${query.end_date}.csv`;
    expect(events).toContainEqual({ type: 'export_downloaded', detail: { fileName } });
    expect(saved).toEqual([{ download: fileName, href: expect.stringMatching(/^blob:/) }]);
  });

  it('shows the status and the server reason when the export fails', async () => {
    const { container, events } = await mount({
      'GET /advertise/advertiser/report': { body: report },
      'GET /advertise/advertiser/report/download': { status: 503, body: { detail: { error: 'Exports are paused.' } } },
    });
    click(exportButton(container));
    await errorToast(container, '503: Exports are paused.');
    expect(events.some((e) => e.type === 'export_downloaded')).toBe(false);
    expect(saved).toEqual([]);
    expect(exportButton(container).disabled).toBe(false);
  });

  it('disables Export all while it runs and can cancel it', async () => {
    let release: () => void = () => {};
    const { container, events, settled } = await mount({
      'GET /advertise/advertiser/report': { body: report },
      'GET /advertise/advertiser/report/download': () =>
        new Promise((resolve) => (release = () => resolve({ body: 'late' }))),
    });
    click(exportButton(container));
    await waitFor(() => expect(exportButton(container).disabled).toBe(true));
    click(within(container).getByRole('button', { name: 'Cancel' }));
    await errorToast(container, 'Download canceled');
    release();
    await settled(); // the late answer has been read
    expect(saved).toEqual([]);
    expect(events.some((e) => e.type === 'export_downloaded')).toBe(false);
    expect(exportButton(container).disabled).toBe(false);
  });

  it('loads artwork only for the rows in reach of the scroll box, in the current order, and more as it scrolls', async () => {
    const many = {
      data: Array.from({ length: 20 }, (_, i) => row(i + 1, `Show ${String(i + 1).padStart(2, '0')}`, 1000 - i)),
      totals: report.totals,
    };
    const { container } = await mount({ 'GET /advertise/advertiser/report': { body: many } });
    const withArt = () => [...container.querySelectorAll('tbody tr')].map((r) => !!r.querySelector('img'));
    expect(withArt()).toEqual(Array.from({ length: 20 }, (_, i) => i < 10));
    // Sorted by name descending: the rows now on top get their artwork; rows that had it keep it (never shrinks).
    click(sortButton(container, 'Name'));
    await waitFor(() => expect(names(container)[0]).toBe('Show 01'));
    click(sortButton(container, 'Name'));
    await waitFor(() => expect(names(container)[0]).toBe('Show 20'));
    expect(withArt().slice(0, 10)).toEqual(Array(10).fill(true));
    // Scrolled until the 15th row's top is above the box's bottom edge: rows up to the 17th load theirs.
    const box = scrollBox(container);
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ bottom: 300 } as DOMRect);
    container
      .querySelectorAll<HTMLElement>('tbody tr')
      .forEach((r, i) => vi.spyOn(r, 'getBoundingClientRect').mockReturnValue({ top: i * 20 } as DOMRect));
    box.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(withArt().filter(Boolean)).toHaveLength(17));
    expect(withArt().slice(0, 17)).toEqual(Array(17).fill(true));
  });
});
