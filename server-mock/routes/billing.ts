import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { csvMoney } from '../files/csv.ts';
import { sendCsv } from '../http/downloads.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { dateRange, optionalNumber } from '../http/query.ts';
import { memoSpendByMonth } from '../http/series-memo.ts';
import { currentUser, requireRole } from '../http/session.ts';
import {
  balanceCents,
  budgetSummary,
  defaultLedger,
  LEDGER_ROLES,
  LEDGERS,
  transactionsOf,
  type Ledger,
  type Transaction,
} from '../state/ledger.ts';
import { billingSummary, type SummaryWithdrawal } from '../state/billing-summary.ts';
import { memoList } from '../state/list-memo.ts';
import type { User } from '../state/models.ts';
import { dollars } from '../state/money.ts';
import { ownsPodcast } from '../state/publisher.ts';
import { earningsFileName, earningsPeriod, lineDescription, podcastEarnings } from '../state/podcast-earnings.ts';

/** Which ledger GET /billing/transactions lists: `ledger` when given, else the user's default one. */
function ledgerOf(req: Request, user: User): Ledger {
  const asked = req.query.ledger;
  if (asked !== undefined && !LEDGERS.includes(asked as Ledger))
    throw badRequest('ledger', `Must be one of: ${LEDGERS.join(', ')}.`);
  const ledger = (asked as Ledger | undefined) ?? defaultLedger(user);
  const role = LEDGER_ROLES[ledger];
  if (!user.roles.includes(role)) throw forbidden(`The ${ledger} ledger needs the ${role} role.`);
  return ledger;
}

const wire = ({ created_at, description, amount_cents }: Transaction) => ({
  created_at,
  description,
  amount: dollars(amount_cents),
});

/** Billing: the publisher's balance, ledger and monthly earnings overview; the advertiser's prepaid budget. */
/** A publisher's earnings per podcast over a span of days. */
const EARNINGS = memoList<{ userId: number; firstDay: number; lastDay: number }, ReturnType<typeof podcastEarnings>>(
  'podcast earnings',
  ({ userId, firstDay, lastDay }) => `${userId} ${firstDay} ${lastDay}`,
);

export function billingRoutes(ctx: AppContext): Router {
  const router = Router();

  const earnings = (req: Request, user: User) => {
    const { start, end } = dateRange(req);
    const period = earningsPeriod(start, end);
    // Summed once per state version: on `xlarge` a month sums the daily figures of thousands of podspots.
    const key = { userId: user.id, firstDay: period.firstDay, lastDay: period.lastDay };
    const sums = ctx.lists.get(ctx.store, EARNINGS, key, () =>
      podcastEarnings(ctx.store, user.id, period.firstDay, period.lastDay),
    );
    return { period, ...sums };
  };

  router.get('/billing/balance', (_req, res) => {
    const user = requireRole(res, 'publisher');
    res.json({ available_amount: dollars(balanceCents(ctx.store, user.id)) });
  });

  router.get('/billing/summary', (_req, res) => {
    const user = requireRole(res, 'publisher');
    const summary = billingSummary(ctx.store, user.id, ctx.clock.now());
    const withdrawal = (dateField: 'expected_on' | 'paid_on') => (w: SummaryWithdrawal) => ({
      id: w.id,
      amount: dollars(w.amount_cents),
      requested_at: w.requested_at,
      [dateField]: w.date,
    });
    res.json({
      accruing: {
        month: summary.accruing.month,
        amount: dollars(summary.accruing.amountCents),
        available_on: summary.accruing.availableOn,
      },
      available_amount: dollars(summary.availableCents),
      withdrawals_in_flight: summary.inFlight.map(withdrawal('expected_on')),
      withdrawals_paid: summary.paid.map(withdrawal('paid_on')),
      withdrawals_paid_count: summary.paidCount,
      payout_account: {
        is_account_created: summary.account.created,
        is_onboarding_completed: summary.account.onboarded,
      },
    });
  });

  router.get('/billing/transactions', (req, res) => {
    const user = currentUser(res);
    const ledger = ledgerOf(req, user);
    const months = ledger === 'budget' ? memoSpendByMonth(ctx, user.id) : undefined;
    res.json({ transactions: transactionsOf(ctx.store, user.id, ledger, ctx.clock.now(), months).map(wire) });
  });

  router.get('/billing/budget', (_req, res) => {
    const user = requireRole(res, 'advertiser');
    const { depositCents, spendCents } = budgetSummary(ctx.store, user.id, memoSpendByMonth(ctx, user.id));
    res.json({ available_budget: dollars(depositCents - spendCents), total_budget: dollars(depositCents) });
  });

  // line_items=false leaves the lines out (thousands on a network's month); podcast_id answers one podcast with them.
  router.get('/billing/podcast_earnings', (req, res) => {
    const user = requireRole(res, 'publisher');
    const podcastId = optionalNumber(req, 'podcast_id');
    if (podcastId !== undefined && !ownsPodcast(ctx.store, user.id, podcastId))
      throw notFound('No podcast of yours has this id.');
    const withLines = req.query.line_items !== 'false';
    const { totalCents, podcasts } = earnings(req, user);
    const shown = podcastId === undefined ? podcasts : podcasts.filter((p) => p.podcast.id === podcastId);
    res.json({
      total_earnings: dollars(podcastId === undefined ? totalCents : shown.reduce((sum, p) => sum + p.cents, 0)),
      transactions: shown.map(({ podcast, cents, lines }) => ({
        podcast_id: podcast.id,
        podcast_name: podcast.name,
        total_amount: dollars(cents),
        line_count: lines.length,
        line_items: (withLines ? lines : []).map((line) => ({
          id: line.podspot.id,
          description: lineDescription(line),
          amount: dollars(line.cents),
        })),
      })),
    });
  });

  router.get('/billing/podcast_earnings/download', (req, res) => {
    const { period, totalCents, podcasts } = earnings(req, requireRole(res, 'publisher'));
    sendCsv(res, earningsFileName(period.month), [
      ['Podcast', 'Description', 'Amount (USD)'],
      ...podcasts.flatMap(({ podcast, lines }) =>
        lines.map((line) => [podcast.name, lineDescription(line), csvMoney(line.cents)]),
      ),
      ['Total', '', csvMoney(totalCents)],
    ]);
  });

  return router;
}
