import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { nextFrames } from './settled.ts';

/**
 * The host's look by default (sdk/README.md#theming): without `colorScheme` a widget takes the scheme of the page it
 * is on, whatever the visitor's system says; text the page would show under 4.5:1 gets one console line; a host's
 * `colorBackground` derives every surface and border, so none of the default look's purple-tinted ones is left.
 */
const b = useBrowser();
const WIDGETS = [
  ['earnings-card', 'publisher@podspot.test'],
  ['opportunities-inbox', 'publisher@podspot.test'],
  ['go-live-uploader', 'publisher@podspot.test'],
  ['spend-table', 'advertiser@podspot.test'],
] as const;
// The default look's own surfaces and borders, light and dark (sdk/ui/base.css), as the page shows them.
const DEFAULT_FILLS = ['#f6f6fa', '#e2e0ea', '#1c1a24', '#262330', '#3a3646', '#3a3024'];

type Seen = { scheme: string; card: string; text: string; fills: string[]; borders: string[] };

async function open(widget: string, user: string, query: Record<string, string>, media: 'light' | 'dark') {
  const opened = await b.open({ width: 1000, height: 900 });
  const warnings: string[] = [];
  opened.page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await opened.page.emulateMedia({ colorScheme: media });
  await opened.page.goto(
    `${b.examplesUrl}/host-look.html?${new URLSearchParams({ widget, user, width: '640', ...query })}`,
  );
  await opened.page.waitForSelector('body[data-ready]');
  // The drawn look's contrast check runs after the frame that draws it.
  await nextFrames(opened.page);
  await nextFrames(opened.page);
  return { ...opened, warnings };
}

/** Every colour the widget's shadow root paints, as the page shows it (one canvas pixel reads any CSS colour). */
const seen = (page: Page) =>
  page.evaluate((): Seen => {
    const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const hex = (css: string) => {
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = css;
      pixel.fillRect(0, 0, 1, 1);
      const [r, g, bl, a] = pixel.getImageData(0, 0, 1, 1).data;
      return a === 0 ? 'none' : `#${[r, g, bl].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
    };
    const shadow = document.querySelector('#slot')!.shadowRoot!;
    const root = shadow.querySelector<HTMLElement>('.ps-root')!;
    const all = [...shadow.querySelectorAll('*')].map((el) => getComputedStyle(el));
    return {
      scheme: root.dataset.scheme!,
      card: hex(getComputedStyle(shadow.querySelector('.ps-card')!).backgroundColor),
      text: hex(getComputedStyle(root).color),
      fills: [...new Set(all.map((s) => hex(s.backgroundColor)))].filter((c) => c !== 'none'),
      borders: [
        ...new Set(all.filter((s) => parseFloat(s.borderTopWidth) > 0).map((s) => hex(s.borderTopColor))),
      ].filter((c) => c !== 'none'),
    };
  });

describe('the scheme of the host page', () => {
  for (const [widget, user] of WIDGETS) {
    it(`${widget}: a light page with the system in dark mode shows a light widget`, async () => {
      const { page, context, errors, warnings } = await open(widget, user, { page: '#fafafa' }, 'dark');
      const look = await seen(page);
      expect(look.scheme).toBe('light');
      expect(look.card).toBe('#ffffff');
      expect(look.text).toBe('#1d1b26');
      expect(warnings.filter((w) => w.includes('contrast'))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a dark page with the system in light mode shows a dark widget', async () => {
    const { page, context } = await open('earnings-card', WIDGETS[0][1], { page: '#10131a' }, 'light');
    expect(await seen(page)).toMatchObject({ scheme: 'dark', card: '#1c1a24', text: '#f1eff7' });
    await context.close();
  });

  it("a page's declared color-scheme wins over its fill; colorScheme: 'auto' follows the system", async () => {
    const declared = await open('earnings-card', WIDGETS[0][1], { page: '#fafafa', scheme: 'dark' }, 'light');
    expect((await seen(declared.page)).scheme).toBe('dark');
    await declared.context.close();
    const auto = await open(
      'earnings-card',
      WIDGETS[0][1],
      { page: '#fafafa', look: '{"colorScheme":"auto"}' },
      'dark',
    );
    expect(await seen(auto.page)).toMatchObject({ scheme: 'auto', card: '#1c1a24' });
    await auto.context.close();
  });

  it("text the page shows under 4.5:1 gets one console line naming the pair (frame: 'none')", async () => {
    const look = JSON.stringify({ colorScheme: 'dark', frame: 'none' });
    const { context, warnings } = await open('earnings-card', WIDGETS[0][1], { page: '#fafafa', look }, 'light');
    const lines = warnings.filter((w) => w.includes('contrast'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/earnings-card: its text #f1eff7 on the host page's background \(frame: 'none'\) #fafafa/);
    await context.close();
  });
});

describe("a navy host's colorBackground", () => {
  for (const [widget, user] of WIDGETS) {
    it(`${widget}: leaves no default surface or border`, async () => {
      const look = JSON.stringify({ colorBackground: '#0f1b3d', colorPrimary: '#38bdf8' });
      const { page, context, errors, warnings } = await open(widget, user, { page: '#0b1530', look }, 'light');
      const colours = await seen(page);
      expect(colours.scheme).toBe('dark');
      expect(colours.card).toBe('#0f1b3d');
      expect(colours.fills.filter((c) => DEFAULT_FILLS.includes(c))).toEqual([]);
      expect(colours.borders.filter((c) => DEFAULT_FILLS.includes(c))).toEqual([]);
      // Derived from navy, every surface keeps its hue: more blue than red, never the default's purple.
      const purple = colours.fills.filter((c) => parseInt(c.slice(1, 3), 16) > parseInt(c.slice(3, 5), 16) + 6);
      expect(purple, JSON.stringify(colours.fills)).toEqual([]);
      expect(warnings.filter((w) => w.includes('contrast'))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("a dark green host's colorBackground (Castwave's dark mode)", () => {
  for (const [widget, user] of WIDGETS) {
    it(`${widget}: no derived surface or border turns pink or purple`, async () => {
      const look = JSON.stringify({ colorBackground: '#151c18', colorScheme: 'dark' });
      const { page, context, errors } = await open(widget, user, { page: '#0d1210', look }, 'dark');
      const colours = await seen(page);
      expect(colours.card).toBe('#151c18');
      // Green-grey keeps green at least level with red; a lost hue (OKLCH's `none`, drawn as 0) tips it to red-blue.
      // The column tooltips' own dark fill (sdk/ui/sort-header.css) is theirs in any look, no derived surface.
      const derived = [...colours.fills, ...colours.borders].filter((c) => c !== '#1d1b26');
      const tinted = derived.filter((c) => {
        const [r, g, bl] = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
        // Near-greys only: a button or badge of its own colour (the default purple primary) is no derived surface.
        return Math.max(r, g, bl) - Math.min(r, g, bl) < 24 && r > g;
      });
      expect(tinted, JSON.stringify(colours)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
