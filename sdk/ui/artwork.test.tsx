import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../test/render-widget';
import { Artwork } from './artwork';

/** An observer the test drives: `reveal(element)` reports that element near the view. */
class ManualObserver {
  static instances: ManualObserver[] = [];
  /** The shared observer, whichever test made it. */
  static latest: ManualObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ManualObserver.instances.push(this);
    ManualObserver.latest = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  reveal(target: Element) {
    this.callback(
      [{ target, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

let cleanup: (() => Promise<void>) | null = null;
const inView = globalThis.IntersectionObserver;
beforeEach(() => {
  ManualObserver.instances = [];
  globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
});
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  globalThis.IntersectionObserver = inView;
});

describe(`Artwork (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('asks for the image only once its place comes near the view, through one shared observer', async () => {
    const view = await renderWidget(
      <div>
        <Artwork src="/api/artwork/1.png" size={40} className="art" />
        <Artwork src="/api/artwork/2.png" size={40} className="art" />
        <Artwork src={null} size={40} className="art" />
      </div>,
      fakeClient({}).client,
    );
    cleanup = view.unmount;
    const root = view.container;
    // The observer module is shared across tests: the newest observer created is the one in use, if any was created now.
    const observer = ManualObserver.instances.at(-1);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    const places = [...root.querySelectorAll('.art--empty')];
    expect(places).toHaveLength(3);
    expect(places.map((p) => p.getAttribute('style'))).toEqual(
      Array(3).fill(expect.stringMatching(/width: 40px; height: 40px/)),
    );
    expect(observer?.observed.size).toBe(2); // no artwork, nothing to wait for
    expect(observer?.options?.rootMargin).toBe('300px');
    observer!.reveal(places[1]);
    await waitFor(() => expect(root.querySelectorAll('img')).toHaveLength(1));
    expect(root.querySelector('img')?.getAttribute('src')).toBe('http://api.test/api/artwork/2.png');
    expect(observer!.observed.has(places[1])).toBe(false);
    expect(observer!.observed.size).toBe(1);
  });

  it('draws the generated cover, sharp at any density, where a podcast has no artwork URL or its image fails', async () => {
    const podcast = { id: 2, name: 'Modern Chess Digest' };
    const view = await renderWidget(
      <div>
        <Artwork src="" size={44} className="art" podcast={podcast} />
        <Artwork src="/api/artwork/9.png" size={40} className="art" podcast={{ id: 9, name: 'Ocean Hours' }} />
      </div>,
      fakeClient({}).client,
    );
    cleanup = view.unmount;
    const root = view.container;
    // Its code arrives as a chunk of its own: the plain placeholder holds the place meanwhile.
    await waitFor(() => expect(root.querySelector('svg.art--generated')).not.toBeNull());
    const cover = root.querySelector('svg.art--generated')!;
    expect(cover.getAttribute('viewBox')).toBe('0 0 240 240');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['44', '44']);
    expect(cover.getAttribute('aria-hidden')).toBe('true');
    // The mock's colour for id 2, 30 % darker at the bottom-right corner; the initials M and C as white strokes.
    expect((cover as SVGElement).style.background).toContain('rgb(228, 87, 46)');
    expect((cover as SVGElement).style.background).toContain('rgb(160, 61, 32)');
    const path = cover.querySelector('path')!;
    expect(path.getAttribute('stroke')).toBe('#fff');
    expect(path.getAttribute('d')).toMatch(/^(M[\d.]+ [\d.]+L[\d.]+ [\d.]+){40,}$/);

    // The second one waits for the view, then its image fails: the generated cover takes its place.
    const place = root.querySelector('.art--empty')!;
    ManualObserver.latest!.reveal(place);
    await waitFor(() => expect(root.querySelector('img')).not.toBeNull());
    root.querySelector('img')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(root.querySelectorAll('svg.art--generated')).toHaveLength(2));
    expect(root.querySelector('img')).toBeNull();
  });
});
