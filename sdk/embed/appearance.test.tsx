import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWidgetEnvironment } from '../ui/widget-context';
import { createInit } from './loader/instance';
import type { Appearance, PodspotInstance } from './public-types';
import { createMounter } from './runtime/mount';

/** A widget that needs no API: the appearance alone is under test. */
function Probe() {
  useWidgetEnvironment();
  return <p className="probe">Hello</p>;
}
const probeModule = createMounter('earnings-card', Probe, [], {});
/** Waits until `check` holds: retried on vitest's interval, failing after two seconds. */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000 });

const created: PodspotInstance[] = [];
const realCss = Object.getOwnPropertyDescriptor(globalThis, 'CSS')!;
afterEach(() => {
  created.splice(0).forEach((i) => i.destroy());
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(globalThis, 'CSS', realCss);
});

beforeEach(() => {
  // happy-dom's CSS.supports says yes to anything; a browser's says no to "not-a-colour-1".
  const supports = (_: string, value?: string) => /^(#[0-9a-f]{3,8}|rgb\()/i.test(value ?? '');
  Object.defineProperty(globalThis, 'CSS', { value: { supports }, configurable: true, writable: true });
  // The earnings card starts its first call early (sdk/embed/loader/early-start.ts): answered without a network.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  );
});

async function mount(appearance: Appearance, place = (target: HTMLElement) => document.body.append(target)) {
  const target = document.createElement('div');
  place(target);
  const instance = createInit(
    'http://podspot.test/sdk/',
    async () => probeModule,
  )({
    fetchToken: async () => 't',
    apiBase: 'http://podspot.test/api',
    appearance,
  });
  created.push(instance);
  instance.mount('earnings-card', target);
  await until(() => !!target.shadowRoot?.querySelector('.probe'));
  const themeText = () =>
    [
      ...[...(target.shadowRoot!.adoptedStyleSheets ?? [])].flatMap((s) => [...s.cssRules].map((r) => r.cssText)),
      ...[...target.shadowRoot!.querySelectorAll('style')].map((el) => el.textContent ?? ''),
    ].join(' ');
  // The mount's root: the element the look's data attributes are on (the sheets key off them).
  const root = target.shadowRoot!.querySelector<HTMLElement>('[data-frame]')!;
  return { instance, target, root, themeText };
}

describe('appearance at runtime', () => {
  it("fontFamily 'inherit' takes the mount element's own font, not its parent's", async () => {
    const { themeText } = await mount({ fontFamily: 'inherit' }, (target) => {
      const parent = document.createElement('section');
      parent.style.fontFamily = 'Georgia, serif';
      target.style.fontFamily = 'Verdana, sans-serif';
      parent.append(target);
      document.body.append(parent);
    });
    expect(themeText()).toMatch(/--podspot-font-family:\s*Verdana, sans-serif/);
  });

  it('applies every token through update(), in the same root, without a remount', async () => {
    const { instance, root, target, themeText } = await mount({ colorPrimary: '#5b3df5' });
    expect(root.dataset).toMatchObject({
      scheme: 'light',
      frame: 'card',
      title: 'show',
      overlay: 'dialog',
      tabular: 'false',
    });
    instance.update({
      appearance: {
        colorBackground: '#111827',
        frame: 'none',
        title: 'hide',
        overlay: 'drawer',
        tabularFigures: true,
        cardRadius: '0',
      },
    });
    await until(() => root.dataset.frame === 'none');
    expect(target.shadowRoot!.querySelector('[data-frame]')).toBe(root);
    expect(root.dataset).toMatchObject({ frame: 'none', title: 'hide', overlay: 'drawer', tabular: 'true' });
    expect(themeText()).toMatch(/--podspot-color-primary:\s*#5b3df5/);
    expect(themeText()).toMatch(/--podspot-color-background:\s*#111827/);
    expect(themeText()).toMatch(/--podspot-card-radius:\s*0/);
  });

  it('names a host-forced pair under 4.5:1 with its ratio, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { instance } = await mount({ colorText: '#999999', colorScheme: 'light' });
    instance.update({ appearance: { colorBorder: '#cccccc' } });
    const lines = () => warn.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('#999999'));
    await until(() => lines().length > 0);
    expect(lines()).toEqual([
      '[Podspot] appearance: colorText "#999999" on colorBackground "#ffffff" has a contrast of 2.85:1, under the 4.5:1 that text needs (WCAG AA).',
    ]);
  });

  it('ignores what it cannot use with one console line per cause, applies the rest, and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { colorPrimary: 'not-a-colour-1', radius: '8', colorBorder: '#010203' } as Appearance;
    const { instance, themeText } = await mount(bad);
    instance.update({ appearance: { colorText: '#020304' } }); // the same bad values again: no new lines
    await until(() => /#020304/.test(themeText()));
    expect(themeText()).toMatch(/--podspot-color-border:\s*#010203/);
    console.log('THEME', themeText().match(/.{60}(not-a-colour-1|--podspot-radius:\s*8).{20}/g));
    expect(themeText()).not.toMatch(/not-a-colour-1|--podspot-radius:\s*8/);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[Podspot] appearance.colorPrimary: "not-a-colour-1" is not a CSS colour (e.g. "#5b3df5"); it is ignored.',
      '[Podspot] appearance.radius: "8" is not a CSS length (e.g. "8px"); it is ignored.',
    ]);
  });
});
