import { afterEach, describe, expect, it, vi } from 'vitest';

const { answers } = vi.hoisted(() => ({ answers: [] as ((publishers: { id: number }[]) => void)[] }));
vi.mock('./api', () => ({
  api: { get: () => new Promise((resolve) => answers.push((publishers) => resolve({ publishers }))) },
}));

const { podcastFilter } = await import('./podcast-filter');
const { session } = await import('./session');

afterEach(() => vi.unstubAllGlobals());

describe('podcastFilter', () => {
  it("drops the previous user's answer that arrives after sign-out, and loads again for the next", async () => {
    vi.stubGlobal('localStorage', { removeItem: () => {} });
    const before = podcastFilter.getState().load();
    session.getState().signOut();
    answers[0]([{ id: 1 }]);
    await before;
    expect(podcastFilter.getState().podcasts).toBeNull();
    const after = podcastFilter.getState().load();
    answers[1]([{ id: 2 }]);
    await after;
    expect(podcastFilter.getState().podcasts).toEqual([{ id: 2 }]);
  });
});
