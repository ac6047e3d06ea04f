import { afterEach, describe, expect, it, vi } from 'vitest';
import { crossOriginApi, NETWORK_MESSAGE, toApiError } from './errors';

afterEach(() => vi.unstubAllGlobals());

describe('crossOriginApi', () => {
  it.each([
    ['/api', 'http://localhost:4010', undefined],
    ['http://localhost:4010/api', 'http://localhost:4010', undefined],
    ['http://localhost:4010/api', 'http://localhost:3000', 'http://localhost:4010'],
    ['https://api.podspot.example/api', 'https://host.example', 'https://api.podspot.example'],
  ])('%s seen from %s: %s', (baseURL, page, origin) => {
    vi.stubGlobal('location', { origin: page });
    expect(crossOriginApi(baseURL)).toBe(origin);
  });
});

describe('toApiError for a call that got no answer', () => {
  it.each([
    [
      'from another origin: names the API origin and both likely causes',
      'http://localhost:4010',
      "Could not reach Podspot at http://localhost:4010. You may be offline, or this page's origin (http://localhost:3000) is not allowed for the partner key.",
    ],
    ['from the same origin: the connection only', undefined, NETWORK_MESSAGE],
  ])('%s', (_name, apiOrigin, message) => {
    vi.stubGlobal('location', { origin: 'http://localhost:3000' });
    const error = toApiError(new TypeError('Failed to fetch'), apiOrigin);
    expect(error).toMatchObject({ status: 0, message, detail: { network: message } });
  });

  it('keeps an answer with a status as it was, whatever the origin', () => {
    const error = toApiError({ status: 503, data: { detail: { error: 'Down.' } } }, 'http://localhost:4010');
    expect(error).toMatchObject({ status: 503, message: 'Down.' });
  });
});
