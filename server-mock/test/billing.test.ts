import { describe, expect, it } from 'vitest';
import { parseCsv } from '../files/csv.ts';
import { dayOf, isoOf, today } from '../state/dates.ts';
import { earningsFileName, earningsPeriod } from '../state/podcast-earnings.ts';
import { type TestServer, useServer } from './helpers.ts';

let server: TestServer;
let publisher: string;
let advertiser: string;
useServer(['publisher@podspot.test', 'advertiser@podspot.test'], (s, tokens) => {
  server = s;
  [publisher, advertiser] = tokens;
});

const get = (path: string, token?: string) => server.call('GET', path, { token });
const cents = (dollars: number) => Math.round(dollars * 100);
const userId = (email: string) => server.ctx.store.users.find((u) => u.email === email)!.id;
type Tx = { created_at: string; description: string; amount: number };

/** The month two months back and the range the console sends for it (2nd of M+1 to 1st of M+2). */
const chosen = (() => {
  const d = new Date(today(Date.now()) * 86_400_000);
  const month = (offset: number) =>
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
  return { month: month(-2), start: `${month(-1)}-02`, end: `${month(0)}-01` };
})();
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('earningsPeriod', () => {
  it.each([
    ['2026-02-02', '2026-03-01', '2026-01', '2026-01-01', '2026-01-31'],
    ['2026-01-02', '2026-02-01', '2025-12', '2025-12-01', '2025-12-31'],
    ['2024-03-02', '2024-04-01', '2024-02', '2024-02-01', '2024-02-29'],
    ['2026-02-01', '2026-02-28', '2026-02', '2026-02-01', '2026-02-28'],
    ['2026-02-02', '2026-03-02', '2026-02', '2026-02-02', '2026-03-02'],
  ])('%s..%s is month %s (%s..%s)', (start, end, month, first, last) => {
    const period = earningsPeriod(start, end);
    expect(period).toEqual({ month, firstDay: dayOf(first), lastDay: dayOf(last) });
  });

  it('names the CSV after the month', () => {
    expect(earningsFileName('2026-01')).toBe('podcast_earnings_January_2026.csv');
  });
});

describe('GET /billing/balance and /billing/transactions', () => {
  it('the balance is the sum of the ledger, listed newest first', async () => {
    const balance = await get('/billing/balance', publisher);
    const tx = await get('/billing/transactions', publisher);
    const list: Tx[] = tx.body.transactions;
    const ledger = server.ctx.store.ledger.filter((e) => e.user_id === userId('publisher@podspot.test'));
    expect(list).toHaveLength(ledger.length);
    expect(cents(balance.body.available_amount)).toBe(ledger.reduce((s, e) => s + e.amount_cents, 0));
    expect(list.map((t) => t.created_at)).toEqual(
      list
        .map((t) => t.created_at)
        .sort()
        .reverse(),
    );
    expect(list.some((t) => t.amount < 0)).toBe(true);
  });

  it('an advertiser-only user gets the budget ledger: deposits positive, spend per month negative, adding up to the budget', async () => {
    const list: Tx[] = (await get('/billing/transactions', advertiser)).body.transactions;
    const budget = (await get('/billing/budget', advertiser)).body;
    const deposits = list.filter((t) => t.amount > 0).reduce((s, t) => s + cents(t.amount), 0);
    const spend = list.filter((t) => t.amount < 0).reduce((s, t) => s + cents(t.amount), 0);
    expect(deposits).toBe(cents(budget.total_budget));
    expect(deposits + spend).toBe(cents(budget.available_budget));
    expect(list[0].description).toMatch(/^Campaign spend for .* \(month to date\)$/);
    expect(list.filter((t) => t.description.startsWith('Campaign spend')).length).toBeGreaterThan(10);
  });

  it('a user with both roles chooses the ledger; a missing role answers 403, an unknown ledger 400', async () => {
    const both = await server.signIn('both@podspot.test');
    const earnings: Tx[] = (await get('/billing/transactions', both)).body.transactions;
    const budget: Tx[] = (await get('/billing/transactions?ledger=budget', both)).body.transactions;
    expect(earnings.every((t) => !t.description.startsWith('Campaign spend'))).toBe(true);
    expect(budget.some((t) => t.description.startsWith('Campaign spend'))).toBe(true);
    expect((await get('/billing/transactions?ledger=budget', publisher)).status).toBe(403);
    expect((await get('/billing/transactions?ledger=earnings', advertiser)).status).toBe(403);
    const bad = await get('/billing/transactions?ledger=cash', publisher);
    expect(bad).toMatchObject({ status: 400, body: { detail: { ledger: expect.any(String) } } });
  });

  it('needs a token; balance is publisher-only, budget advertiser-only', async () => {
    for (const path of [
      '/billing/balance',
      '/billing/transactions',
      '/billing/budget',
      `/billing/podcast_earnings?start_date=${chosen.start}&end_date=${chosen.end}`,
    ]) {
      expect((await get(path)).status).toBe(401);
    }
    expect((await get('/billing/balance', advertiser)).status).toBe(403);
    expect((await get('/billing/budget', publisher)).status).toBe(403);
    const admin = await server.signIn('admin@podspot.test');
    expect((await get('/billing/transactions', admin)).status).toBe(403);
  });
});

describe('GET /billing/budget', () => {
  it('total is the deposits, available is deposits less the spend of the daily series', async () => {
    const id = userId('advertiser@podspot.test');
    const { store } = server.ctx;
    const deposits = store.budget.filter((e) => e.user_id === id).reduce((s, e) => s + e.amount_cents, 0);
    const campaigns = new Set(store.campaigns.filter((c) => c.advertiser_id === id).map((c) => c.id));
    const podspots = new Set(store.podspots.filter((p) => campaigns.has(p.campaign_id)).map((p) => p.id));
    const spend = store.series
      .filter((s) => podspots.has(s.podspot_id))
      .reduce((s, x) => s + x.spend_cents.reduce((a, b) => a + b, 0), 0);
    const res = await get('/billing/budget', advertiser);
    expect(res.status).toBe(200);
    expect(cents(res.body.total_budget)).toBe(deposits);
    expect(cents(res.body.available_budget)).toBe(deposits - spend);
    expect(res.body.available_budget).toBeGreaterThan(0);
  });
});

describe('GET /billing/podcast_earnings', () => {
  it("the console's range for a chosen month gives that month's earnings, equal to the ledger's credit", async () => {
    const res = await get(`/billing/podcast_earnings?start_date=${chosen.start}&end_date=${chosen.end}`, publisher);
    expect(res.status).toBe(200);
    const credit = server.ctx.store.ledger.find(
      (e) =>
        e.user_id === userId('publisher@podspot.test') && e.description === `Earnings for ${monthName(chosen.month)}`,
    )!;
    expect(cents(res.body.total_earnings)).toBe(credit.amount_cents);
    const podcasts = res.body.transactions;
    expect(podcasts.length).toBeGreaterThan(0);
    expect(podcasts.reduce((s: number, p: { total_amount: number }) => s + cents(p.total_amount), 0)).toBe(
      cents(res.body.total_earnings),
    );
    for (const p of podcasts) {
      expect(p.line_items.reduce((s: number, l: { amount: number }) => s + cents(l.amount), 0)).toBe(
        cents(p.total_amount),
      );
      expect(
        p.line_items.every(
          (l: { amount: number; description: string }) => l.amount > 0 && l.description.startsWith('Podspot for '),
        ),
      ).toBe(true);
    }
  });

  it('line_items=false leaves the lines out but counts them; podcast_id answers one podcast with its lines', async () => {
    const range = `start_date=${chosen.start}&end_date=${chosen.end}`;
    const whole = (await get(`/billing/podcast_earnings?${range}`, publisher)).body;
    const bare = await get(`/billing/podcast_earnings?${range}&line_items=false`, publisher);
    expect(bare.status).toBe(200);
    expect(bare.body.total_earnings).toBe(whole.total_earnings);
    type Entry = { podcast_id: number; line_count: number; line_items: unknown[] };
    expect(bare.body.transactions.map((p: Entry) => [p.podcast_id, p.line_count, p.line_items.length])).toEqual(
      whole.transactions.map((p: Entry) => [p.podcast_id, p.line_items.length, 0]),
    );
    for (const entry of whole.transactions) {
      const one = await get(`/billing/podcast_earnings?${range}&podcast_id=${entry.podcast_id}`, publisher);
      expect(one.body).toEqual({ total_earnings: entry.total_amount, transactions: [entry] });
    }
  });

  it("another user's podcast_id answers 404", async () => {
    const range = `start_date=${chosen.start}&end_date=${chosen.end}`;
    const foreign = server.ctx.store.podcasts.find((p) => p.owner_id !== userId('publisher@podspot.test'))!;
    const res = await get(`/billing/podcast_earnings?${range}&podcast_id=${foreign.id}`, publisher);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).toContain('No podcast of yours has this id.');
  });

  it('any other range is summed as sent and equals the daily report', async () => {
    const range = `start_date=${isoOf(today(Date.now()) - 45)}&end_date=${isoOf(today(Date.now()) - 5)}`;
    const res = await get(`/billing/podcast_earnings?${range}`, publisher);
    const daily = await get(`/earn/publisher/earnings?${range}`, publisher);
    expect(cents(res.body.total_earnings)).toBe(cents(daily.body.total_earnings));
  });

  it('downloads a CSV named after the chosen month with a Total row', async () => {
    const res = await get(
      `/billing/podcast_earnings/download?start_date=${chosen.start}&end_date=${chosen.end}`,
      publisher,
    );
    expect(res.status).toBe(200);
    const [year, month] = [chosen.month.slice(0, 4), monthName(chosen.month).split(' ')[0]];
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="podcast_earnings_${month}_${year}.csv"`);
    const json = (await get(`/billing/podcast_earnings?start_date=${chosen.start}&end_date=${chosen.end}`, publisher))
      .body;
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Podcast', 'Description', 'Amount (USD)']);
    const lines = json.transactions.reduce((n: number, p: { line_items: unknown[] }) => n + p.line_items.length, 0);
    expect(rows).toHaveLength(lines + 2);
    expect(rows.at(-1)).toEqual(['Total', '', json.total_earnings.toFixed(2)]);
  });

  it.each([
    ['start_date=2026-01-02', 'end_date'],
    ['start_date=01/02/2026&end_date=2026-02-01', 'start_date'],
    ['start_date=2026-03-02&end_date=2026-02-01', 'end_date'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await get(`/billing/podcast_earnings?${query}`, publisher);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.detail)).toEqual([field]);
  });

  it('is publisher-only', async () => {
    expect(
      (await get(`/billing/podcast_earnings?start_date=${chosen.start}&end_date=${chosen.end}`, advertiser)).status,
    ).toBe(403);
    expect(
      (await get(`/billing/podcast_earnings/download?start_date=${chosen.start}&end_date=${chosen.end}`, advertiser))
        .status,
    ).toBe(403);
  });
});
