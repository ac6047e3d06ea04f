/** The billing summary's dates that change what the payouts widget shows (`GET /billing/summary`). */
export type PayoutDates = {
  accruing: { available_on: string };
  withdrawals_in_flight: readonly { expected_on: string }[];
};

/**
 * The next instant after `now` (ms since the epoch) at which the summary changes: this month's earnings become
 * available, or a withdrawal in flight is paid. Each happens at 00:00 UTC of its day (docs/decisions/0036-payout-dates.md);
 * null when none is ahead. A day already past is left out: the server has not turned it yet (its clock behind this
 * one's), and asking again at once would repeat the same answer.
 */
export function nextPayoutMoment(summary: PayoutDates, now: number): number | null {
  const days = [summary.accruing.available_on, ...summary.withdrawals_in_flight.map((w) => w.expected_on)];
  const ahead = days.map((day) => Date.parse(`${day}T00:00:00Z`)).filter((t) => t > now);
  return ahead.length ? Math.min(...ahead) : null;
}
