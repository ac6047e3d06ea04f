import { within } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONS_PAGE } from '../../core/option-search';
import { IS_PREACT, waitFor } from '../../test/render-widget';
import { filter, groupNames, inboxServer, mountInbox, opportunity, title } from './test/fixtures';

// The searchable select's chunk, compiled once before the test rather than inside its waits.
beforeAll(() => import('./facet-search-select'), 30_000);

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

// More campaigns than a first page of choices holds: one opportunity each, on podcast 1.
const LONG = Array.from({ length: OPTIONS_PAGE + 20 }, (_, i) =>
  opportunity(5000 + i, 500 + i, `Campaign ${String(i).padStart(3, '0')}`, '2026-11-01T10:00:00Z'),
);

describe(`OpportunitiesInbox filters of a long list (${IS_PREACT ? 'Preact' : 'React'})`, { timeout: 30_000 }, () => {
  it('searches the advertisers on the server as the user types, and filters by the one picked', async () => {
    const view = await mountInbox(inboxServer(LONG, []).routes);
    cleanup = view.unmount;
    const c = view.container;
    expect(title(c)).toBe(`Opportunities ${LONG.length}`);
    // The podcast list is whole: a native select; the advertisers' is cut: a searchable select (its own chunk).
    expect(filter(c, 'Podcast').tagName).toBe('SELECT');
    // Until its chunk has loaded, a native select of the first page stands in.
    const button = () => within(c).getByRole('button', { name: 'Advertiser All advertisers' });
    await waitFor(button, 5000);
    button().click();
    const search = () => within(c).getByRole('combobox', { name: 'Search advertisers...' });
    await waitFor(search, 5000);
    // The value setter React and Preact both read, then the input event (sdk/ui/search-select.test.tsx types alike).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search(), 'Campaign 11');
    search().dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => within(c).getByRole('option', { name: 'Campaign 119' }), 8000);
    expect(view.calls.map((call) => call.url.pathname + call.url.search)).toContain(
      `/api/earn/opportunities/advertisers?q=campaign+11&limit=${OPTIONS_PAGE}`,
    );
    // Beyond the first page: only the server's answer holds it.
    within(c).getByRole('option', { name: 'Campaign 119' }).click();
    await waitFor(() => expect(groupNames(c)).toEqual(['Campaign 119']));
    expect(within(c).getByRole('button', { name: 'Advertiser Campaign 119' })).toBeTruthy();
    expect(title(c)).toBe(`Opportunities ${LONG.length}`);
  });
});
