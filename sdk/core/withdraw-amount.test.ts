import { describe, expect, it } from 'vitest';
import { digitsOrEmpty, withdrawAmountProblem } from './withdraw-amount';

describe('withdrawAmountProblem', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['0', 'invalid'],
    ['2.5', 'invalid'],
    ['-3', 'invalid'],
    ['99999999999999999999', 'invalid'],
    ['1', null],
    ['250', null],
    [' 40 ', null],
  ])('%j is %j', (value, problem) => expect(withdrawAmountProblem(value)).toBe(problem));
});

describe('digitsOrEmpty', () => {
  it.each([
    ['', ''],
    ['120', '120'],
    ['12a', ''],
    ['1.5', ''],
    ['-4', ''],
  ])('keeps a withdraw amount input of %j as %j', (input, kept) => expect(digitsOrEmpty(input)).toBe(kept));
});
