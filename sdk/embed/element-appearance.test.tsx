import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useWidgetEnvironment } from '../ui/widget-context';
import { createInit } from './loader/instance';
import type { Appearance, PodspotInstance } from './public-types';
import { createMounter } from './runtime/mount';

/** A widget that needs no API: the element's look alone is under test. */
function Probe() {
  useWidgetEnvironment();
  return <p className="probe">Hello</p>;
}
const probeModule = createMounter('earnings-card', Probe, [], {});
/** Waits until `check` holds: retried on vitest's interval, failing after two seconds. */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000 });

type Card = HTMLElement & { appearance?: unknown };
const themeOf = (el: Element) =>
  [...(el.shadowRoot?.adoptedStyleSheets ?? [])].flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join(' ');
const primaryOf = (el: Element) => /--podspot-color-primary:\s*([^;]+);/.exec(themeOf(el))?.[1];
const radiusOf = (el: Element) => /--podspot-radius:\s*([^;]+);/.exec(themeOf(el))?.[1];
const mounted = (el: Element) => until(() => !!el.shadowRoot?.querySelector('.probe'));

describe('the appearance property of a <podspot-*> element', () => {
  let instance: PodspotInstance;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Set before init defined the elements: an own property the element takes over when it connects.
  const early = document.createElement('podspot-earnings-card') as Card;
  early.appearance = { colorPrimary: '#0b6e4f' } satisfies Appearance;

  beforeAll(() => {
    // The early first call of the earnings card (sdk/embed/loader/early-start.ts) is answered without a network.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
    );
    instance = createInit(
      'http://podspot.test/sdk/',
      async () => probeModule,
    )({
      fetchToken: async () => 't',
      apiBase: 'http://podspot.test/api',
      appearance: { colorPrimary: '#5b3df5', radius: '8px' },
    });
  });
  afterAll(() => {
    instance.destroy();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  it('is a property of every element, as the attributes are', () => {
    for (const tag of ['podspot-earnings-card', 'podspot-opportunities-inbox', 'podspot-go-live-uploader'])
      expect(Object.getOwnPropertyDescriptor(customElements.get(tag)!.prototype, 'appearance')?.set).toBeTypeOf(
        'function',
      );
    expect(
      (customElements.get('podspot-spend-table') as unknown as { observedAttributes: string[] }).observedAttributes,
    ).not.toContain('appearance');
  });

  it('set before the element was defined and connected, styles its widget over the instance appearance', async () => {
    document.body.append(early);
    await mounted(early);
    expect(primaryOf(early)).toBe('#0b6e4f');
    expect(radiusOf(early)).toBe('8px'); // the instance's, for the keys the element leaves out
    expect(Object.hasOwn(early, 'appearance')).toBe(false);
    expect(early.appearance).toEqual({ colorPrimary: '#0b6e4f' });
  });

  it('set after mount, applies at once in the same shadow root; other elements keep the instance look', async () => {
    const other = document.createElement('podspot-earnings-card') as Card;
    document.body.append(other);
    await mounted(other);
    const root = early.shadowRoot!.querySelector('[data-frame]');
    early.appearance = { colorPrimary: '#aa0000', radius: '0' };
    expect(primaryOf(early)).toBe('#aa0000');
    expect(radiusOf(early)).toBe('0');
    expect(early.shadowRoot!.querySelector('[data-frame]')).toBe(root); // no remount
    expect(primaryOf(other)).toBe('#5b3df5');
    instance.update({ appearance: { radius: '2px', colorPrimary: '#123456' } });
    expect([primaryOf(early), radiusOf(early)]).toEqual(['#aa0000', '0']);
    expect([primaryOf(other), radiusOf(other)]).toEqual(['#123456', '2px']);
    early.appearance = undefined;
    expect([primaryOf(early), radiusOf(early)]).toEqual(['#123456', '2px']);
    other.remove();
  });

  it('set between connect and the arrival of the widget chunk, or kept through a reconnect, still applies', async () => {
    const card = document.createElement('podspot-earnings-card') as Card;
    document.body.append(card);
    card.appearance = { colorPrimary: '#0000aa' };
    await mounted(card);
    expect(primaryOf(card)).toBe('#0000aa');
    card.remove();
    document.body.append(card);
    await mounted(card);
    expect(primaryOf(card)).toBe('#0000aa');
    card.remove();
  });

  it('is no prop of the widget (no unknown-prop line); a value that is no object is one console line', async () => {
    expect(warn.mock.calls.flat().join('\n')).not.toContain('`appearance` is not a prop');
    early.appearance = { colorPrimary: '#00aa00' };
    early.appearance = 'colorPrimary: red';
    early.appearance = 'colorPrimary: red';
    expect(primaryOf(early)).toBe('#123456');
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('`appearance` property'));
    expect(lines).toEqual([
      expect.stringMatching(/^\[Podspot\] earnings-card: the `appearance` property .* got string; it is ignored\./),
    ]);
  });
});
