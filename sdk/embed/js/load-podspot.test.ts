// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PodspotGlobal } from '../public-types';
import type { loadPodspot as LoadPodspot } from './load-podspot';
import { PINNED_RUNTIME } from './pinned-runtime';

const fakeGlobal = { init: vi.fn(), version: '0.1.0', widgets: [] } as unknown as PodspotGlobal;
/** The script tags loadPodspot added: kept out of the document, so happy-dom fetches nothing; the test fires their events. */
let added: HTMLScriptElement[] = [];
/** A fresh module per test: a script left loading by one test is not another test's. */
let loadPodspot: typeof LoadPodspot;
beforeEach(async () => {
  vi.resetModules();
  ({ loadPodspot } = await import('./load-podspot'));
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.Podspot;
});
const loads = (script: HTMLScriptElement) => {
  window.Podspot = fakeGlobal;
  script.onload?.(new Event('load'));
};

describe('loadPodspot', () => {
  it('adds one script tag for concurrent calls and resolves every call with window.Podspot', async () => {
    const calls = [loadPodspot(), loadPodspot(), loadPodspot({ src: 'https://other.test/podspot.js' })];
    expect(added).toHaveLength(1);
    loads(added[0]);
    expect(await Promise.all(calls)).toEqual([fakeGlobal, fakeGlobal, fakeGlobal]);
    expect(await loadPodspot()).toBe(fakeGlobal);
    expect(added).toHaveLength(1);
  });

  it('loads the pinned runtime by default, with its integrity hash when it has one', () => {
    void loadPodspot();
    expect(added[0].src).toBe(PINNED_RUNTIME.src);
    expect(added[0].async).toBe(true);
    expect(added[0].integrity).toBe(PINNED_RUNTIME.integrity ?? '');
  });

  it('takes another src with its integrity, and then loads with CORS', () => {
    void loadPodspot({ src: 'https://podspot.test/sdk/v9.9.9/podspot.js', integrity: 'sha384-abc' });
    expect(added[0].src).toBe('https://podspot.test/sdk/v9.9.9/podspot.js');
    expect(added[0].integrity).toBe('sha384-abc');
    expect(added[0].crossOrigin).toBe('anonymous');
  });

  it('uses a window.Podspot already in the page, without a script tag', async () => {
    window.Podspot = fakeGlobal;
    expect(await loadPodspot()).toBe(fakeGlobal);
    expect(added).toHaveLength(0);
  });

  it('rejects naming the URL when the script cannot load, and a later call tries again with a new tag', async () => {
    const failing = loadPodspot({ src: 'https://down.test/podspot.js' });
    added[0].onerror?.(new Event('error'));
    await expect(failing).rejects.toThrow('Podspot: https://down.test/podspot.js could not be loaded');
    const retry = loadPodspot({ src: 'https://down.test/podspot.js' });
    expect(added).toHaveLength(2);
    loads(added[1]);
    expect(await retry).toBe(fakeGlobal);
  });

  it('rejects when the script loads but defines no window.Podspot (a wrong URL)', async () => {
    const wrong = loadPodspot({ src: 'https://podspot.test/not-the-loader.js' });
    added[0].onload?.(new Event('load'));
    await expect(wrong).rejects.toThrow(
      'https://podspot.test/not-the-loader.js loaded but did not define window.Podspot',
    );
  });

  it('resolves null on the server (no window), touching no DOM', async () => {
    vi.stubGlobal('window', undefined);
    expect(await loadPodspot()).toBeNull();
    expect(added).toHaveLength(0);
  });
});
