/** Money is integer cents inside the store and dollars on the wire. */
export const dollars = (cents: number): number => Math.round(cents) / 100;
