import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../api/client';
import { firstRequestKey } from '../api/first-requests';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../test/render-widget';
import { EarningsCard } from '../widgets/earnings-card/earnings-card';
import { OpportunitiesInbox } from '../widgets/opportunities-inbox/opportunities-inbox';
import { OFFERS } from '../widgets/opportunities-inbox/test/fixtures';
import type { WidgetName } from '../core/widget-names';

const report = {
  data: [{ date: '2026-11-01', earnings: 10.5, ep_download_count_daily: 700 }],
  total_earnings: 10.5,
  total_downloads: 700,
};
const offered = { data: { opportunities: OFFERS }, rejected_opportunities: 0 };

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** A client whose early answers are those the loader would have started for `widget` with `props`. */
function clientWithEarly(
  widget: WidgetName,
  props: Record<string, unknown>,
  early: Response,
  routes: Parameters<typeof fakeClient>[0],
) {
  const fake = fakeClient(routes); // the answers of calls made the usual way, recorded in `calls`
  const waiting = new Map([[firstRequestKey(widget, props)!, Promise.resolve(early)]]);
  const asked: string[] = [];
  const client = createClient({
    baseURL: 'http://api.test/api',
    token: { get: async () => 'token', refresh: async () => null },
    early: (key) => {
      asked.push(key);
      const answer = waiting.get(key);
      waiting.delete(key);
      return answer;
    },
  });
  return { client, calls: fake.calls, asked };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe(`Widgets take the loader's early first call (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it.each([{}, { preset: 'last_7_days' as const, podcastId: 3 }])(
    'the earnings card %j asks the same call the loader started, and shows its answer',
    async (props) => {
      const { client, calls, asked } = clientWithEarly('earnings-card', props, json(report), {});
      const view = await renderWidget(<EarningsCard {...props} />, client);
      cleanup = view.unmount;
      await waitFor(() =>
        expect(view.container.querySelector('[data-testid="total-earnings"]')?.textContent).toBe('$10.50'),
      );
      expect(calls).toEqual([]); // nothing asked the usual way: the early answer matched
      expect(asked).toHaveLength(1);
    },
  );

  it('the inbox shows the early answer of its list', async () => {
    const { client, calls } = clientWithEarly('opportunities-inbox', {}, json(offered), {});
    const view = await renderWidget(<OpportunitiesInbox />, client);
    cleanup = view.unmount;
    await waitFor(() =>
      expect(within(view.container).queryAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0),
    );
    expect(calls).toEqual([]);
  });

  it.each([
    ['a server error', () => json({ detail: { error: 'Something went wrong.' } }, 500)],
    ['a 401', () => json({ detail: 'Not authenticated' }, 401)],
    ['an unreadable body', () => new Response('<html>', { status: 200 })],
  ])('after %s the widget asks again the usual way, and shows that answer', async (_, early) => {
    const { client, calls } = clientWithEarly('earnings-card', {}, early(), {
      'GET /earn/publisher/earnings': { body: report },
    });
    const view = await renderWidget(<EarningsCard />, client);
    cleanup = view.unmount;
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="total-earnings"]')?.textContent).toBe('$10.50'),
    );
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/earn/publisher/earnings']);
  });
});
