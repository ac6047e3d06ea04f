import { describe, expect, it } from 'vitest';
import {
  acceptTerms,
  email,
  matches,
  NEW_PASSWORD_MISMATCH,
  parseDigits,
  positiveWholeNumber,
  required,
  validate,
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
  ])('%s → %s', (actual, expected) => expect(actual).toBe(expected));

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
