import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { EarningsCard } from './earnings-card';

const report = {
  data: [
    { date: '2026-11-01', earnings: 10.5, ep_download_count_daily: 700 },
    { date: '2026-11-02', earnings: 1234.25, ep_download_count_daily: 12000 },
  ],
  total_earnings: 1244.75,
  total_downloads: 12700,
};

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe(`EarningsCard (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the totals, the chart and the link, then emits ready', async () => {
    const { client, calls } = fakeClient({ 'GET /earn/publisher/earnings': { body: report } });
    const view = await renderWidget(<EarningsCard href="/earn/insights" />, client);
    cleanup = view.unmount;
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="total-earnings"]')?.textContent).toBe('$1,244.75'),
    );
    expect(view.container.querySelector('[data-testid="total-downloads"]')?.textContent).toBe('12,700');
    const chart = within(view.container).getByRole('img', { name: 'Daily earnings, Last 30 days' });
    // The line is the path drawn with a stroke (the area under it, if any, has none).
    const line = [...chart.querySelectorAll('path')].find(
      (p) => p.getAttribute('vector-effect') === 'non-scaling-stroke',
    );
    expect(line?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+$/);
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/earn/insights');
    expect(calls[0].url.searchParams.get('start_date')).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(calls[0].url.searchParams.has('podcast_id')).toBe(false);
    expect(view.events).toContainEqual({ type: 'ready', detail: { widget: 'earnings-card' } });
  });

  it('formats with the locale and filters by podcast', async () => {
    const { client, calls } = fakeClient({ 'GET /earn/publisher/earnings': { body: report } });
    const view = await renderWidget(<EarningsCard podcastId={12} preset="this_month" />, client, 'de-DE');
    cleanup = view.unmount;
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="total-earnings"]')?.textContent).toBe('1.244,75\u00a0$'),
    );
    expect(calls[0].url.searchParams.get('podcast_id')).toBe('12');
    expect(view.container.querySelector('a')).toBeNull();
  });

  it('shows the server message with a Retry, emits error, and recovers', async () => {
    let fail = true;
    const { client } = fakeClient({
      'GET /earn/publisher/earnings': () =>
        fail ? { status: 500, body: { detail: { error: 'Reports are being rebuilt.' } } } : { body: report },
    });
    const view = await renderWidget(<EarningsCard />, client);
    cleanup = view.unmount;
    await waitFor(() =>
      expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('Reports are being rebuilt.'),
    );
    expect(view.events.some((e) => e.type === 'error')).toBe(true);
    fail = false;
    view.container.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="total-earnings"]')?.textContent).toBe('$1,244.75'),
    );
  });

  it('reports a refused token as auth_error', async () => {
    const { client } = fakeClient({
      'GET /earn/publisher/earnings': { status: 401, body: { detail: { error: 'expired' } } },
    });
    const view = await renderWidget(<EarningsCard />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(view.container.textContent).toContain('Your Podspot session could not be confirmed'));
    expect(view.events.map((e) => e.type)).toContain('auth_error');
  });
});
