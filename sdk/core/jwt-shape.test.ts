import { describe, expect, it } from 'vitest';
import { isJwtShaped } from './jwt-shape';

// {"alg":"HS256","typ":"JWT"} . {"sub":"pod_1","name":"Ünïcode ???"}: the payload's base64url has a `_` in it.
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwb2RfMSIsIm5hbWUiOiLDnG7Dr2NvZGUgPz8_In0.c2lnbmF0dXJl';

describe('isJwtShaped', () => {
  it.each([
    [JWT, true],
    ['eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', false], // an unsigned token: no third part
    [`${JWT}.x`, false],
    [`Bearer ${JWT}`, false],
    [` ${JWT}`, false],
    ['a.b.c', false],
    ['token-from-my-backend', false],
    ['eyJhbGciOiJIUzI1NiJ9.MTIz.c2ln', false], // the payload is JSON, but 123, not an object
    ['eyJhbGciOiJIUzI1NiJ9.e30.c2ln', true], // {} is an object
    ['', false],
    [undefined, false],
    [null, false],
    [{ token: JWT }, false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isJwtShaped(value)).toBe(expected);
  });
});
