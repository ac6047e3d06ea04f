import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildReports } from '../../scripts/acr/build';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { TARGETS } from '../../scripts/acr/targets';
import { formatViolations, runAxe, serveAxe, settle } from './a11y-helpers.ts';
import { evidenceOf, type Evidence } from './acr-evidence.ts';
import { closeState, openState, probe, tabThrough } from './acr-keyboard.ts';
import { installProbe } from './acr-probe.ts';
import { ACR_NOW, SPECS, sessionOf, type Area } from './acr-targets.ts';
import { CHROMIUM_ARGS } from './find-chromium.ts';
import { animationsDone, nextFrames, resized } from './settled.ts';

/**
 * The measured evidence of the accessibility conformance reports (docs/accessibility/README.md), for every report of
 * scripts/acr/targets.ts as tests/e2e/acr-targets.ts opens it: each variant (locale, light and dark, a 280 px column
 * and full width) audited by axe with every WCAG 2.x A/AA tag, tabbed through, its targets measured; forced colours,
 * reduced motion, text spacing and 400 % zoom once per locale. The results go to docs/accessibility/evidence/; the last
 * test fails when a report they change no longer says what is committed.
 */
const FILE = 'tests/e2e/acr-evidence.test.ts';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const WIDTHS = [
  { label: '280px', viewport: { width: 320, height: 800 }, slot: 280 },
  { label: 'full width', viewport: { width: 1280, height: 800 }, slot: null },
] as const;
const origins = { examples: inject('examplesUrl'), console: inject('consoleUrl') };

let browser: Browser;
/** What this run measured, per target, for the last test. */
const measured = new Map<string, Evidence>();
let sandbox: MockSandbox;
let now: Date;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS, headless: true });
  sandbox = await createMockClient(`${origins.console}/api`).createSandbox({ scenario: 'demo', now: ACR_NOW });
  now = await sandbox.clock.now();
});
afterAll(async () => {
  await sandbox?.close();
  await browser?.close();
});

async function contextFor(area: Area, options: Parameters<Browser['newContext']>[0]) {
  const storageState = await sessionOf(browser, origins.console, area.user, sandbox.headers);
  const context = await browser.newContext({ ...options, storageState, extraHTTPHeaders: sandbox.headers });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  await page.clock.setFixedTime(now);
  await serveAxe(page);
  return { context, page };
}

/** The console's viewport at "280px" is 280 px itself (a widget's is its slot, in a 320 px page). */
const viewportOf = (area: Area, width: (typeof WIDTHS)[number]) =>
  area.scope === null && width.slot ? { width: width.slot, height: 800 } : width.viewport;

async function openArea(page: Page, area: Area, locale: string, slot: number | null) {
  await page.goto(area.url(origins, locale, area.scope ? slot : null));
  await area.prepare?.(page);
  await page.locator(area.ready).first().waitFor();
  await settle(page);
}

async function axeIn(page: Page, area: Area, variant: string, ev: Evidence) {
  const violations = await runAxe(page, area.scope ?? undefined, TAGS);
  ev.add(
    'axe',
    variant,
    violations.length
      ? formatViolations(violations, 2)
          .split('\n')
          .filter((l) => !l.startsWith(' '))
      : [],
    '0 violations',
  );
}

/** Fonts and images in (covers load lazily and move what is below them), so sizes are measured at rest. */
async function steady(page: Page) {
  await page.waitForFunction(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const images = roots.flatMap((r) => [...r.querySelectorAll('img')]);
    return document.fonts.status === 'loaded' && images.every((img) => img.complete);
  });
  await animationsDone(page);
}

async function measure(page: Page, area: Area, variant: string, ev: Evidence) {
  await steady(page);
  await axeIn(page, area, variant, ev);
  const size = await probe(page, 'targetSize', area.scope);
  ev.add('target-size', variant, size.failed, size.figure);
}

/**
 * Every variant of one area: loaded once per locale and scheme at full width, then narrowed (a widget's slot set to
 * 280 px in a 320 px page, as castwave.js's ?width= would); the audits in each, keyboard in light; then the
 * one-per-locale conditions.
 */
async function evidenceOfArea(area: Area, locales: readonly string[], ev: Evidence) {
  for (const locale of locales) {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await contextFor(area, { colorScheme: scheme, viewport: WIDTHS[1].viewport });
      await openArea(page, area, locale, null);
      for (const width of [WIDTHS[1], WIDTHS[0]]) {
        const variant = `${area.name}, ${locale} ${scheme} ${width.label}`;
        if (width.slot) {
          await page.evaluate(
            ([s, w]) => {
              if (s) (document.querySelector(s) as HTMLElement).style.width = `${w}px`;
            },
            [area.scope, width.slot] as const,
          );
          await resized(page, viewportOf(area, width));
          await settle(page);
        }
        await measure(page, area, variant, ev);
        const reflow = await probe(page, 'reflow', area.scope);
        ev.add('reflow', variant, reflow.failed, reflow.figure);
        // The console's pages are tabbed through at full width: the frame's stops are the same at 280 px.
        if (scheme === 'light' && (area.scope !== null || width.slot === null))
          await tabThrough(page, area.scope, variant, ev);
        for (const state of area.states) {
          await openState(page, state, variant, ev);
          await measure(page, area, `${variant}, ${state.name}`, ev);
          await closeState(page, state, variant, ev);
        }
      }
      await context.close();
    }
    await conditions(area, locale, ev);
  }
}

/** Forced colours, reduced motion, text spacing in the 280 px column, and 1280 px at 400 % zoom. */
async function conditions(area: Area, locale: string, ev: Evidence) {
  const forced = await contextFor(area, {
    forcedColors: 'active',
    reducedMotion: 'reduce',
    viewport: WIDTHS[1].viewport,
  });
  await openArea(forced.page, area, locale, null);
  const variant = `${area.name}, ${locale}`;
  const record = async (suffix: string) => {
    const colours = await probe(forced.page, 'forcedColours', area.scope);
    ev.add('forced-colours', `${variant}${suffix}`, colours.failed, colours.figure);
    const motion = await probe(forced.page, 'motion', area.scope);
    ev.add('reduced-motion', `${variant}${suffix}`, motion.failed, 'no motion past 0.1 s');
  };
  await record('');
  for (const state of area.states) {
    await openState(forced.page, state, variant, ev);
    await record(`, ${state.name}`);
    await closeState(forced.page, state, variant, ev);
  }
  await forced.page.setViewportSize(viewportOf(area, WIDTHS[0]));
  await openArea(forced.page, area, locale, WIDTHS[0].slot);
  await probe(forced.page, 'spaceText', area.scope);
  await nextFrames(forced.page);
  const spaced = await probe(forced.page, 'clippedText', area.scope);
  ev.add('text-spacing', `${variant} 280px`, spaced.failed, `${spaced.figure}, none cut`);
  await forced.context.close();

  // 1280 × 800 CSS px at 400 % is a 320 × 200 CSS px viewport drawn at four device pixels each.
  const zoomed = await contextFor(area, { viewport: { width: 320, height: 200 }, deviceScaleFactor: 4 });
  await openArea(zoomed.page, area, locale, null);
  const reflow = await probe(zoomed.page, 'reflow', area.scope);
  ev.add('reflow', `${variant}, 1280px at 400%`, reflow.failed, reflow.figure);
  await zoomed.context.close();
}

describe('accessibility conformance evidence', () => {
  for (const target of TARGETS) {
    it(
      target.name,
      async () => {
        const spec = SPECS[target.name];
        expect(
          spec,
          `${target.name} has no evidence: add its entry to tests/e2e/acr-targets.ts (docs/accessibility/README.md)`,
        ).toBeDefined();
        const ev = evidenceOf(target.name, FILE);
        measured.set(target.name, ev);
        for (const area of spec.areas) await evidenceOfArea(area, spec.locales, ev);
        ev.write();
      },
      600_000,
    );
  }

  it('still supports every criterion each report says it supports', () => {
    const committed = buildReports().levels;
    const { levels, problems } = buildReports(new Map([...measured].map(([t, e]) => [t, e.results()])));
    const lost = [...committed].flatMap(([target, rows]) =>
      [...rows]
        .filter(([id, level]) => level === 'Supports' && levels.get(target)?.get(id) !== 'Supports')
        .map(
          ([id]) => `${target} ${id}: the report says "Supports", the checks now say "${levels.get(target)?.get(id)}"`,
        ),
    );
    expect([...problems, ...lost].join('\n'), 'run `npm run acr` to see what changed').toBe('');
  });
});
