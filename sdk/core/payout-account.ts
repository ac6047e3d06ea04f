/** What the payout account's state says, as `GET /stripe/details` and the billing summary give it. */
export type PayoutAccountState = { is_account_created: boolean; is_onboarding_completed: boolean };

/**
 * Whether a reading of the payout account differs from the one before in what the instance's other widgets show: the
 * account now exists, or its onboarding is now complete (docs/behaviour/sdk-widgets.md#one-instance-one-picture). No
 * reading before (the first load) is no change.
 */
export const payoutAccountChanged = (before: PayoutAccountState | null, after: PayoutAccountState) =>
  before !== null &&
  (before.is_account_created !== after.is_account_created ||
    before.is_onboarding_completed !== after.is_onboarding_completed);
