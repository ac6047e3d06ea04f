// Written by `npm run gen:widgets` from sdk/core/widget-table.ts: edit the table, not this file.

import type { OpportunitiesInboxProps } from '../widgets/opportunities-inbox/props';
import type { GoLiveUploaderProps } from '../widgets/go-live-uploader/props';
import type { EarningsCardProps } from '../widgets/earnings-card/props';
import type { SpendTableProps } from '../widgets/spend-table/props';
import type { OnboardingProps } from '../widgets/onboarding/props';
import type { PayoutsProps } from '../widgets/payouts/props';
import type { NotificationBannerProps } from '../widgets/notification-banner/props';

export type {
  OpportunitiesInboxProps,
  GoLiveUploaderProps,
  EarningsCardProps,
  SpendTableProps,
  OnboardingProps,
  PayoutsProps,
  NotificationBannerProps,
};

/** Each widget's own props (its lifecycle callbacks aside), by name. */
export type WidgetOwnProps = {
  'opportunities-inbox': OpportunitiesInboxProps;
  'go-live-uploader': GoLiveUploaderProps;
  'earnings-card': EarningsCardProps;
  'spend-table': SpendTableProps;
  onboarding: OnboardingProps;
  payouts: PayoutsProps;
  'notification-banner': NotificationBannerProps;
};
