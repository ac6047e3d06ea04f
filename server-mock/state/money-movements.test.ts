import { describe, expect, it } from 'vitest';
import { dayOf } from './dates.ts';
import {
  balanceCents,
  budgetSummary,
  budgetTransactions,
  defaultLedger,
  publisherTransactions,
  spendByMonth,
  transactionsOf,
  withdraw,
} from './ledger.ts';
import type { LedgerEntry, User } from './models.ts';
import { emptyStore, type Store } from './store.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
let ids = 1;
const entry = (user_id: number, kind: LedgerEntry['kind'], amount_cents: number, created_at: string): LedgerEntry => ({
  id: ids++,
  user_id,
  kind,
  amount_cents,
  created_at,
  description: `${kind} ${amount_cents}`,
});
const storeWith = (ledger: LedgerEntry[], budget: LedgerEntry[] = []): Store => ({ ...emptyStore(), ledger, budget });
/** Per-day spend from `firstDay`, as dailyTotals makes it. */
const spend = (firstDay: number, cents: number[]) => ({
  firstDay,
  lastDay: firstDay + cents.length - 1,
  sums: { spend_cents: new Float64Array(cents) },
});

describe('the earnings ledger', () => {
  const store = storeWith([
    entry(1, 'earning', 5000, '2026-10-01T00:00:00.000Z'),
    entry(2, 'earning', 700, '2026-10-01T00:00:00.000Z'),
    entry(1, 'withdrawal', -1200, '2026-10-05T00:00:00.000Z'),
    entry(1, 'earning', 300, '2026-11-01T00:00:00.000Z'),
  ]);

  it('a balance is the sum of the user’s entries', () => {
    expect([balanceCents(store, 1), balanceCents(store, 2), balanceCents(store, 3)]).toEqual([4100, 700, 0]);
  });

  it('transactions are the user’s, newest first', () => {
    expect(publisherTransactions(store, 1)).toEqual([
      { created_at: '2026-11-01T00:00:00.000Z', description: 'earning 300', amount_cents: 300 },
      { created_at: '2026-10-05T00:00:00.000Z', description: 'withdrawal -1200', amount_cents: -1200 },
      { created_at: '2026-10-01T00:00:00.000Z', description: 'earning 5000', amount_cents: 5000 },
    ]);
    expect(transactionsOf(store, 1, 'earnings', NOW)).toEqual(publisherTransactions(store, 1));
  });

  it.each([
    [['publisher'], 'earnings'],
    [['publisher', 'advertiser'], 'earnings'],
    [['advertiser'], 'budget'],
  ] as const)('a %j reads the %s ledger first', (roles, ledger) => {
    expect(defaultLedger({ roles } as unknown as User)).toBe(ledger);
  });
});

describe('withdraw: checked and written in one step', () => {
  const ready = () => {
    const store = storeWith([entry(1, 'earning', 5000, '2026-10-01T00:00:00.000Z')]);
    store.payoutAccounts.push({ user_id: 1, country_code: 'US', onboarded: true, link_token: 't' });
    return store;
  };

  it.each([
    ['no payout account', (s: Store) => (s.payoutAccounts = []), 100, 'no_account'],
    ['onboarding unfinished', (s: Store) => (s.payoutAccounts[0].onboarded = false), 100, 'onboarding_incomplete'],
    ['more than the balance', () => {}, 5001, 'insufficient'],
    ['nothing', () => {}, 0, 'insufficient'],
    ['a negative amount', () => {}, -5, 'insufficient'],
    ['a fraction of a cent', () => {}, 10.5, 'insufficient'],
  ])('refuses with %s, changing nothing', (_, arrange, cents, reason) => {
    const store = ready();
    arrange(store);
    const before = JSON.stringify(store);
    expect(withdraw(store, 1, cents, NOW)).toEqual({ ok: false, reason, balanceCents: 5000 });
    expect(JSON.stringify(store)).toBe(before);
  });

  it('takes the whole balance at most, as a dated negative entry', () => {
    const store = ready();
    const out = withdraw(store, 1, 5000, NOW);
    expect(out).toMatchObject({ ok: true, balanceCents: 0 });
    expect(store.ledger.at(-1)).toEqual({
      id: expect.any(Number),
      user_id: 1,
      created_at: '2026-11-20T12:00:00.000Z',
      description: 'Withdrawal to bank account',
      amount_cents: -5000,
      kind: 'withdrawal',
    });
    expect(balanceCents(store, 1)).toBe(0);
  });
});

describe('the budget ledger', () => {
  it('spendByMonth sums the days of each calendar month', () => {
    const days = Array.from({ length: 32 }, (_, i) => i + 1); // 2026-10-31 … 2026-12-01
    const months = spendByMonth(spend(dayOf('2026-10-31'), days));
    expect([...months]).toEqual([
      ['2026-10', 1],
      ['2026-11', (2 + 31) * 15],
      ['2026-12', 32],
    ]);
  });

  it('deposits from the budget ledger, spend from the series', () => {
    const store = storeWith(
      [],
      [
        entry(1, 'budget_deposit', 10_000, '2026-09-01T00:00:00.000Z'),
        entry(1, 'budget_spend', -999, '2026-10-01T00:00:00.000Z'),
        entry(2, 'budget_deposit', 50, '2026-09-01T00:00:00.000Z'),
      ],
    );
    const months = spendByMonth(spend(dayOf('2026-10-01'), [100, 200]));
    expect(budgetSummary(store, 1, months)).toEqual({ depositCents: 10_000, spendCents: 300 });
    expect(budgetSummary(store, 3, new Map())).toEqual({ depositCents: 0, spendCents: 0 });
  });

  it('one spend entry per month: a closed month dated the 1st after it, the running one now', () => {
    const store = storeWith(
      [],
      [
        entry(1, 'budget_deposit', 10_000, '2026-10-15T00:00:00.000Z'),
        entry(1, 'budget_spend', -70, '2026-10-16T00:00:00.000Z'),
        entry(2, 'budget_deposit', 80, '2026-10-17T00:00:00.000Z'),
      ],
    );
    const months = new Map([
      ['2025-12', 400],
      ['2026-09', 0],
      ['2026-10', 300],
      ['2026-11', 250],
    ]);
    expect(budgetTransactions(store, 1, NOW, months)).toEqual([
      {
        created_at: '2026-11-20T12:00:00.000Z',
        description: 'Campaign spend for November 2026 (month to date)',
        amount_cents: -250,
      },
      { created_at: '2026-11-01T00:00:00.000Z', description: 'Campaign spend for October 2026', amount_cents: -300 },
      { created_at: '2026-10-15T00:00:00.000Z', description: 'budget_deposit 10000', amount_cents: 10_000 },
      { created_at: '2026-01-01T00:00:00.000Z', description: 'Campaign spend for December 2025', amount_cents: -400 },
    ]);
    expect(transactionsOf(store, 1, 'budget', NOW, months)).toEqual(budgetTransactions(store, 1, NOW, months));
  });
});
