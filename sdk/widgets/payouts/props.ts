import type { PropRules } from '../../core/prop-check';

/**
 * Props of the payouts widget (`mount('payouts', …)`, `<podspot-payouts>`): none of its own, the publisher is the
 * token's; the lifecycle callbacks (`onReady`…) as every widget.
 */
export type PayoutsProps = Record<never, never>;

/** What each prop accepts, checked before any request (sdk/core/prop-check.ts). */
export const PAYOUTS_PROP_RULES = {} as const satisfies PropRules<PayoutsProps>;
