export const SIZE_LATEST: string;
export const BENCH_LATEST: string;
export function expectedDocs(): { file: string; now: string; expected: string }[];
