import type { Page } from 'playwright-core';
import type { Probe } from './acr-probe.ts';
import type { Evidence } from './acr-evidence.ts';
import type { State } from './acr-targets.ts';
import { nextFrames } from './settled.ts';

/** Calls one measurement of the page's probe (tests/e2e/acr-probe.ts) on `scope`. */
export const probe = <K extends keyof Probe>(page: Page, name: K, scope: string | null = null) =>
  page.evaluate(
    ([n, s]) => {
      const p = (window as unknown as { acrProbe: Record<string, (scope: string | null) => unknown> }).acrProbe;
      return p[n](s);
    },
    [name, scope] as const,
  ) as Promise<ReturnType<Probe[K]>>;

/**
 * Tab from a button before the scope to one after it (the whole page, for the console: round to where it started),
 * and record: every tabbable control reached and no trap (keyboard), each stop showing its focus (focus-visible),
 * uncovered (focus-not-obscured), and reached in the order of the tree (focus-order).
 */
export async function tabThrough(page: Page, scope: string | null, variant: string, ev: Evidence) {
  const wanted = await probe(page, 'tabbables', scope);
  await page.evaluate((s) => {
    const make = (id: string) => Object.assign(document.createElement('button'), { id, textContent: id });
    const host = s ? document.querySelector(s)! : document.body.firstElementChild!;
    host.before(make('acr-before'));
    if (s) host.after(make('acr-after'));
  }, scope);
  await page.locator('#acr-before').focus();
  const unseen: string[] = [];
  const covered: string[] = [];
  const reached: string[] = [];
  let trapped = true;
  for (let i = 0; i < wanted.length + 15; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement?.id);
    const state = await probe(page, 'focusState');
    if (id === 'acr-after' || id === 'acr-before' || state === null) {
      trapped = false;
      break;
    }
    const name = await probe(page, 'stamp');
    reached.push(name ?? '');
    if (!state.visible) unseen.push(state.name);
    if (!state.uncovered) covered.push(state.name);
  }
  const stamps = await probe(page, 'stampsInTreeOrder', scope);
  await page.evaluate(() => document.querySelectorAll('#acr-before, #acr-after').forEach((e) => e.remove()));
  const missed = wanted.filter((name) => {
    const at = reached.indexOf(name);
    if (at >= 0) reached.splice(at, 1);
    return at < 0;
  });
  const failed = [
    ...(trapped ? ['focus stays inside: Tab never leaves'] : []),
    ...missed.map((m) => `${m} never reached by Tab`),
  ];
  ev.add('keyboard', variant, failed, `${wanted.length} controls reached by Tab, and out again`);
  ev.add(
    'focus-visible',
    variant,
    unseen.map((n) => `${n} shows no focus`),
    `${wanted.length} focus stops drawn`,
  );
  ev.add(
    'focus-not-obscured',
    variant,
    covered.map((n) => `${n} is covered`),
    `${wanted.length} focus stops in view`,
  );
  const backwards = stamps.some((n, i) => i > 0 && n < stamps[i - 1]);
  ev.add(
    'focus-order',
    variant,
    backwards ? [`focus order differs from reading order: ${stamps.join(', ')}`] : [],
    'focus follows the reading order',
  );
}

/**
 * Opens a dialog or menu by keyboard (Enter on its opener) and records that focus moves into it, then that Escape
 * closes it and gives focus back to the opener (focus-order). Leaves it open: the caller audits it, then `closeState`.
 */
export async function openState(page: Page, state: State, variant: string, ev: Evidence) {
  const opener = state.opener(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  await page.locator(state.shown).first().waitFor();
  await nextFrames(page);
  const inside = await page.evaluate((shown) => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const [host, ...rest] = shown.split(' ');
    const root = rest.length ? document.querySelector(host)!.shadowRoot! : document;
    const box = root.querySelector(rest.length ? rest.join(' ') : shown);
    return (
      box !== null &&
      el !== null &&
      (box.contains(el) ||
        el.getAttribute('aria-controls') === box.id ||
        el.getAttribute('aria-activedescendant') !== null)
    );
  }, state.shown);
  ev.add(
    'focus-order',
    `${variant}, ${state.name}`,
    inside ? [] : [`focus stays outside the ${state.name}`],
    'focus moves in',
  );
}

export async function closeState(page: Page, state: State, variant: string, ev: Evidence) {
  await page.keyboard.press('Escape');
  await page.locator(state.shown).first().waitFor({ state: 'hidden' });
  // The dialog gives focus back in an effect after it is hidden, a frame or two later.
  const opener = await state.opener(page).elementHandle();
  const back = await page
    .waitForFunction(
      (el) => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active === el;
      },
      opener,
      { timeout: 3000 },
    )
    .then(
      () => true,
      () => false,
    );
  ev.add(
    'focus-order',
    `${variant}, ${state.name} closed`,
    back ? [] : [`focus not returned to the ${state.name}'s opener`],
    'focus returns to the opener',
  );
}
