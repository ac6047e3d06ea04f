const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * A token of the embed token's shape for tests that never reach a real API: the SDK refuses any other shape before a
 * request (core/jwt-shape.ts). `name` goes into the payload, so two fakes differ.
 */
export const fakeJwt = (name = 'test') => `${part({ alg: 'none' })}.${part({ sub: name })}.c2lnbmF0dXJl`;
