import { describe, expect, it } from 'vitest';
import { isThenable, tokenProblem } from './token-check';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6ImVtYmVkIn0.c2lnbmF0dXJl';

describe('tokenProblem', () => {
  it('accepts a JWT string', () => {
    expect(tokenProblem(JWT)).toBeNull();
  });

  it.each([
    [
      { token: JWT, expires_at: '2026-11-22T00:42:04.000Z' },
      /an object with keys `token`, `expires_at`, not the token string: resolve `response.token`/,
    ],
    [undefined, /resolved undefined, which is not an embed token/],
    [null, /resolved null, which is not an embed token/],
    ['', /resolved an empty string, which is not an embed token/],
    ['not-a-jwt', /resolved "not-a-jwt", which is not an embed token/],
    [`Bearer ${JWT}`, /which is not an embed token/],
    [{ access_token: JWT }, /an object with keys `access_token`, which is not an embed token/],
    [42, /resolved 42, which/],
  ])('explains %s', (value, message) => {
    expect(tokenProblem(value)).toMatch(message);
  });
});

describe('isThenable', () => {
  it.each([
    [Promise.resolve('t'), true],
    [{ then: () => undefined }, true],
    ['t', false],
    [undefined, false],
    [{ token: 't' }, false],
  ])('%s → %s', (value, expected) => {
    expect(isThenable(value)).toBe(expected);
  });
});
