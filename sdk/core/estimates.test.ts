import { describe, expect, it } from 'vitest';
import { monthlyEstimate } from './estimates';
import { monthlyEstimateLabel } from './opportunities';

describe('monthlyEstimate (round(dls per ep × cpm / 1000): docs/behaviour/earn.md#estimated-monthly-earning)', () => {
  it.each([
    [12_000, 32, 384, '$384/m'],
    [15_980, 32, 511, '$511/m'],
    [1_000, 20.5, 21, '$21/m'], // 20.5 rounds up
    [1_000, 20.4, 20, '$20/m'],
    [250_000, 45, 11_250, '$11,250/m'], // thousands separator
    [0, 30, 0, '$0/m'],
    [999, 0.5, 0, '$0/m'],
  ])('%i downloads at $%d CPM → %i (%s)', (downloads, cpm, estimate, label) => {
    expect(monthlyEstimate(downloads, cpm)).toBe(estimate);
    expect(monthlyEstimateLabel(downloads, cpm)).toBe(label);
  });
});

describe('monthlyEstimate rounds to whole dollars', () => {
  it.each([
    [5000, 25, 125],
    [1234, 18.5, 23],
    [0, 30, 0],
    [999, 1, 1],
  ])('%i downloads at $%d CPM → $%i', (dls, cpm, expected) => {
    expect(monthlyEstimate(dls, cpm)).toBe(expected);
  });
});
