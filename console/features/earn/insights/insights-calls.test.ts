import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { startCalls } from './insights-calls';
import { openEarnInsights } from './insights-open';

const { ANSWERS, asked } = vi.hoisted(() => ({
  ANSWERS: {
    '/earn/publisher/earnings': { data: [], total_earnings: 0, total_downloads: 0 },
    '/earn/publisher/report': { data: [] },
    '/earn/advertisers': { advertisers: [{ id: 7, name: 'Run Club' }] },
    '/earn/publishers': { publishers: [{ id: 3, name: 'Jazz', small_artwork: '' }] },
  } as Record<string, unknown>,
  asked: [] as string[],
}));
vi.mock('../../../lib/api', () => ({ api: { get: async (url: string) => (asked.push(url), ANSWERS[url]) } }));
vi.mock('@sdk/ui/line-chart', () => ({ preloadLineChart: () => void asked.push('the chart') }));

afterEach(() => vi.unstubAllGlobals());

describe('/earn/insights calls', () => {
  it("start at route match from the address, then the chart's code; the page's store takes their answers", async () => {
    session.setState({
      user: { role: ['publisher'], onboarding: { completed: true, current_state: '' }, jwt_token: 't' },
    });
    vi.stubGlobal('window', { location: { search: '?advertiser_id=7' } });
    startCalls();
    const calls = [
      '/earn/publisher/earnings',
      '/earn/publisher/report',
      '/earn/publishers', // the top bar's list (console/lib/podcast-filter.ts)
      '/earn/advertisers',
    ];
    expect(asked).toEqual([...calls, 'the chart']);
    const page = openEarnInsights('?advertiser_id=7');
    page.getState().start();
    await vi.waitFor(() => expect(page.getState().advertisers.status).toBe('ready'));
    expect(page.getState()).toMatchObject({ advertiserId: 7, daily: { status: 'ready' }, report: { status: 'ready' } });
    expect(asked).toEqual([...calls, 'the chart']);
  });
});
