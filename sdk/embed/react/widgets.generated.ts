// Written by `npm run gen:widgets` from sdk/core/widget-table.ts: edit the table, not this file.

import { widgetComponent } from './widget-components';

/** The opportunities offered to the publisher's podcasts, grouped by campaign: review, accept, not interested (with Undo). */
export const OpportunitiesInbox = widgetComponent('opportunities-inbox', 'OpportunitiesInbox');
/** The podspots that require attention, and the two go-live steps: upload the MP3, integrate the smart feed. */
export const GoLiveUploader = widgetComponent('go-live-uploader', 'GoLiveUploader');
/** Earnings and downloads for a date range, with a small chart. */
export const EarningsCard = widgetComponent('earnings-card', 'EarningsCard');
/** Spend per publisher podcast for a duration, with totals, sorting, row selection and CSV export. */
export const SpendTable = widgetComponent('spend-table', 'SpendTable');
/** The publisher's onboarding inside the host: estimate, first offer, example, first upload; steps the host has done are passed over. */
export const Onboarding = widgetComponent('onboarding', 'Onboarding');
/** The way from earned to paid with dates, the available balance with Withdraw funds, the ledger and earnings by podcast. */
export const Payouts = widgetComponent('payouts', 'Payouts');
/** What the publisher must do, each with its count and nearest deadline, and the action that opens its flow in place. */
export const NotificationBanner = widgetComponent('notification-banner', 'NotificationBanner');
