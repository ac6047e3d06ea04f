/**
 * Estimated monthly earning in whole dollars
 * (docs/behaviour/earn.md#estimated-monthly-earning: round(downloads per episode × CPM / 1000)).
 */
export const monthlyEstimate = (dlsPerEp: number, cpm: number): number => Math.round((dlsPerEp * cpm) / 1000);
