import { describe, expect, it } from 'vitest';
import { budgetFigures, spendProgress } from './budget';

describe('budgetFigures', () => {
  it.each([
    [1000, 250, 750, 75],
    [0, 0, 0, 0],
    [500, 500, 0, 0],
  ])('total %d, available %d → spend %d, %d %%', (total, available, spend, percentage) => {
    expect(budgetFigures(total, available)).toEqual({ spend, percentage });
  });
});

describe('spendProgress', () => {
  it.each([
    [[100, 150], 1000, 25],
    [[333], 1000, 33],
    [[1500], 1000, 100],
    [[10], 0, 0],
    [[Number.NaN, 50], 100, 50],
  ])('%j of %d → %d', (spends, budget, expected) => expect(spendProgress(spends, budget)).toBe(expected));
});
