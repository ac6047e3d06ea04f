import { describe, expect, it } from 'vitest';
import {
  acceptTerms,
  digitsOrEmpty,
  email,
  matches,
  NEW_PASSWORD_MISMATCH,
  parseDigits,
  positiveWholeNumber,
  required,
  validate,
  withdrawAmount,
} from './validation';

describe('rules', () => {
  it.each<[string | null, string | null]>([
    [email(''), 'Email is required.'],
    [email('a@b'), 'Enter a valid email address.'],
    [email('me@podspot.test'), null],
    [required('Password')('  '), 'Password is required.'],
    [matches('abc')('abd'), 'Password and confirm password do not match'],
    [matches('abc')('abc'), null],
    [positiveWholeNumber('0'), 'Please enter valid number'],
    [positiveWholeNumber('12a'), 'Please enter valid number'],
    [positiveWholeNumber('1.5'), 'Please enter valid number'],
    [positiveWholeNumber('2500'), null],
    [matches('new-secret', NEW_PASSWORD_MISMATCH)('new-secreT'), 'New password and repeat password do not match'],
    [acceptTerms(''), 'Please accept the terms of service to continue.'],
    [acceptTerms('accepted'), null],
    [withdrawAmount(''), 'Amount is required.'],
    [withdrawAmount('0'), 'Enter a whole number of dollars, at least 1.'],
    [withdrawAmount('2.5'), 'Enter a whole number of dollars, at least 1.'],
    [withdrawAmount('99999999999999999999'), 'Enter a whole number of dollars, at least 1.'],
    [withdrawAmount('1'), null],
    [withdrawAmount('250'), null],
  ])('%s → %s', (actual, expected) => expect(actual).toBe(expected));

  it.each([
    ['120', '120'],
    ['', ''],
    ['12a', ''],
    ['-5', ''],
    ['1.5', ''],
  ])('keeps a withdraw amount input of %j as %j', (input, kept) => expect(digitsOrEmpty(input)).toBe(kept));

  it('parses digits only', () => {
    expect(parseDigits('42')).toBe(42);
    expect(parseDigits('4 2')).toBeNaN();
    expect(parseDigits('-1')).toBeNaN();
  });

  it('reports the first failing rule of each field', () => {
    expect(validate({ email: '', password: 'x' }, { email: [email], password: [required('Password')] })).toEqual({
      email: 'Email is required.',
    });
  });
});
