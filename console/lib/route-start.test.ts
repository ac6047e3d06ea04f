import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn<(url: string, params?: object) => Promise<string>>();
vi.mock('./api', () => ({ api: { get: (url: string, params?: object) => get(url, params) } }));

const { routeClient, startRouteCalls } = await import('./route-start');
const { session } = await import('./session');

const user = (role: string[], completed = true) => ({
  role,
  onboarding: { completed, current_state: '' },
  jwt_token: 't',
});
const USERS = {
  publisher: user(['publisher']),
  advertiser: user(['advertiser']),
  'publisher and advertiser': user(['publisher', 'advertiser']),
  'publisher still onboarding': user(['publisher'], false),
  'nobody signed in': null,
};

beforeEach(() => {
  let n = 0;
  get.mockReset().mockImplementation(async (url) => `${url}#${++n}`);
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  session.setState({ user: USERS.publisher });
});
afterEach(() => vi.unstubAllGlobals());

describe('startRouteCalls', () => {
  it.each<[string, keyof typeof USERS, boolean]>([
    ['/earn', 'publisher', true],
    ['/earn/opportunities', 'publisher', true],
    ['/earn/insights', 'publisher and advertiser', true],
    ['/advertise/insights', 'advertiser', true],
    ['/earn/insights', 'advertiser', false],
    ['/advertise/insights', 'publisher', false],
    ['/earn', 'publisher still onboarding', false],
    ['/earn', 'nobody signed in', false],
  ])('%s, %s: started only where the guard shows the page (%s)', (path, who, started) => {
    session.setState({ user: USERS[who] });
    const calls = vi.fn(() => []);
    startRouteCalls(path, calls);
    expect(calls).toHaveBeenCalledTimes(started ? 1 : 0);
  });

  it("hands an answer over to the page's same call once; later calls ask the API", async () => {
    startRouteCalls('/earn', (client) => [client.get('/earn/a', { x: 1 })]);
    expect(await routeClient.get('/earn/a', { x: 1 })).toBe('/earn/a#1');
    expect(await routeClient.get('/earn/a', { x: 1 })).toBe('/earn/a#2');
    expect(await routeClient.get('/earn/b')).toBe('/earn/b#3');
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('passes a failure to the page that takes it, unhandled nowhere else', async () => {
    get.mockRejectedValue(new Error('offline'));
    startRouteCalls('/earn', (client) => [client.get('/earn/a').then((answer) => answer)]);
    await expect(routeClient.get('/earn/a')).rejects.toThrow('offline');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('drops the answers kept for the pages on sign-out', async () => {
    startRouteCalls('/earn', (client) => [client.get('/earn/a')]);
    session.getState().signOut();
    expect(await routeClient.get('/earn/a')).toBe('/earn/a#2');
  });
});
