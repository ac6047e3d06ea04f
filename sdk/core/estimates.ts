/**
 * Estimated monthly earning in whole dollars
 * (docs/behaviour/earn.md#estimated-monthly-earning: round(downloads per episode × CPM / 1000)).
 */
export const monthlyEstimate = (dlsPerEp: number, cpm: number): number => Math.round((dlsPerEp * cpm) / 1000);

/** The estimate an offer card shows: whole dollars a month, or null ("Not yet available") without a positive download figure. */
export const offerEstimate = (dlsPerEp: number, cpm: number): number | null =>
  Number.isFinite(dlsPerEp) && dlsPerEp > 0 && Number.isFinite(cpm) ? monthlyEstimate(dlsPerEp, cpm) : null;
