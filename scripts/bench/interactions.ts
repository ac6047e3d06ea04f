import type { Browser } from 'playwright-core';
import { contextFor, median } from './browser.ts';

/** What the user does: pick an option (`value`, else the first after 'All …') of the select labelled `label`, or press a column header. */
type Action = { kind: 'select'; label: string; value?: string } | { kind: 'sort'; label: string };
export type Interaction = {
  name: string;
  path: string;
  user: string;
  action: Action;
  rows: string;
  ready: () => boolean;
};

/**
 * Runs in the page: does the action, then waits until the first rows (`rows` selector) read differently and no spinner
 * is left, and one more frame is painted. Returns the milliseconds from the input event to that paint.
 */
async function act({ action, rows }: { action: Action; rows: string }): Promise<number> {
  const signature = () =>
    [...document.querySelectorAll(rows)]
      .slice(0, 5)
      .map((r) => r.textContent)
      .join('|');
  const before = signature();
  const select = [...document.querySelectorAll('select')].find((s) =>
    s.closest('label')?.textContent?.includes(action.label),
  );
  // A long list's filter is a searchable select (sdk/ui/search-select.tsx): opened first, then its option is picked.
  const searchable = [...document.querySelectorAll('.ps-ssel')].find((s) =>
    s.querySelector('.ps-visually-hidden, .ps-ssel__label')?.textContent?.includes(action.label),
  );
  let option: HTMLElement | undefined;
  if (action.kind === 'select' && !select && searchable) {
    searchable.querySelector<HTMLButtonElement>('.ps-ssel__button')!.click();
    for (let i = 0; i < 600 && !option; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      option = searchable.querySelectorAll<HTMLElement>('[role="option"]')[1];
    }
    if (!option) throw new Error(`the searchable select ${action.label} lists no option`);
  } else if (action.kind === 'select') {
    if (!select) throw new Error(`no select labelled ${action.label}`);
    // A user focuses the select before choosing. The time runs from the choice.
    select.focus();
    await new Promise((r) => requestAnimationFrame(r));
  }
  const start = performance.now();
  if (option) {
    option.click();
  } else if (action.kind === 'select' && select) {
    select.value = action.value ?? select.options[1].value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    const button = [...document.querySelectorAll('th button')].find((b) => b.textContent?.includes(action.label)) as
      HTMLButtonElement | undefined;
    if (!button) throw new Error(`no column header ${action.label}`);
    button.click();
  }
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => requestAnimationFrame(r));
    if (signature() !== before && !document.querySelector('main .ps-spinner')) break;
  }
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r))); // the frame showing it has been painted
  if (signature() === before) throw new Error(`nothing changed after ${JSON.stringify(action)}`);
  return performance.now() - start;
}

/**
 * Median latency of each interaction over `runs` fresh page loads, two ways: `settledMs` once the page has loaded
 * (no request for 500 ms, as a user who has read the page: the goal's figure), and `atFirstContentMs` in the frame
 * its content first appears, while its images and last calls are still arriving (the harshest case).
 */
export async function measureInteractions(
  browser: Browser,
  consoleUrl: string,
  users: Map<string, unknown>,
  list: Interaction[],
  runs: number,
) {
  const results = [];
  for (const interaction of list) {
    const times = { settled: [] as number[], atFirstContent: [] as number[] };
    for (let i = 0; i < runs; i++) {
      for (const when of i % 2 ? (['atFirstContent', 'settled'] as const) : (['settled', 'atFirstContent'] as const)) {
        const context = await contextFor(browser, consoleUrl, users.get(interaction.user));
        try {
          const page = await context.newPage();
          await page.goto(`${consoleUrl}${interaction.path}`);
          await page.waitForFunction(interaction.ready, undefined, { polling: 'raf', timeout: 30_000 });
          if (when === 'settled') await page.waitForLoadState('networkidle', { timeout: 10_000 });
          times[when].push(await page.evaluate(act, { action: interaction.action, rows: interaction.rows }));
        } catch (error) {
          // A run that fails (no content in 30 s, never settled, nothing changed) counts as NaN; the bench goes on.
          console.error(`[interactions] ${interaction.name} (${when}): ${(error as Error).message.split('\n')[0]}`);
          times[when].push(NaN);
        } finally {
          await context.close();
        }
      }
    }
    results.push({
      interaction: interaction.name,
      route: interaction.path,
      settledMs: median(times.settled),
      atFirstContentMs: median(times.atFirstContent),
      runs,
      failed: [...times.settled, ...times.atFirstContent].filter((t) => !Number.isFinite(t)).length,
    });
  }
  return results;
}
