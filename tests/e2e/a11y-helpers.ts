import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsDone } from './settled.ts';
import { expect } from 'vitest';

/** axe-core in the page: run, filter by impact, and say readably what failed. Shared by the accessibility files. */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** A same-origin address the test answers itself: the console's CSP (`script-src 'self'`) refuses inline scripts. */
const AXE_ROUTE = '/__a11y-test/axe.min.js';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
export type Violation = {
  id: string;
  impact: Impact | null;
  help: string;
  helpUrl: string;
  /** Each node's target: a selector list, one entry per shadow root crossed. */
  nodes: { target: (string | string[])[]; failureSummary?: string }[];
};

/** Answers AXE_ROUTE on every origin of the page's context with the installed axe-core (call once per context). */
export async function serveAxe(page: Page) {
  await page
    .context()
    .route(`**${AXE_ROUTE}`, (route) => route.fulfill({ path: AXE_PATH, contentType: 'text/javascript' }));
}

/**
 * Runs axe on the whole document (open shadow roots included) or on `selector`; returns every violation. `tags`: only
 * the rules of these tags (e.g. 'wcag2a'), else every rule.
 */
export async function runAxe(page: Page, selector?: string, tags?: readonly string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ url: new URL(AXE_ROUTE, page.url()).href });
  }
  return page.evaluate(
    async ([context, tags]) => {
      type AxeRun = (ctx: unknown, options: unknown) => Promise<{ violations: Violation[] }>;
      const { run } = (window as unknown as { axe: { run: AxeRun } }).axe;
      const only = tags ? { runOnly: { type: 'tag', values: tags } } : {};
      const result = await run(context ?? document, { resultTypes: ['violations'], ...only });
      return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    [selector ?? null, tags ?? null] as const,
  );
}

const SEVERE: (Impact | null)[] = ['serious', 'critical'];
/** The serious and critical violations, and those of the milder rules named in `alsoFail` (e.g. 'heading-order'). */
export const severe = (violations: Violation[], alsoFail: readonly string[] = []) =>
  violations.filter((v) => SEVERE.includes(v.impact) || alsoFail.includes(v.id));

/** One line per violation: rule id, impact, help, and the first targets (shadow hosts joined with " >>> "). */
export function formatViolations(violations: Violation[], firstTargets = 3): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, firstTargets)
        .map((n) => n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' '));
      const more = v.nodes.length > firstTargets ? ` (+${v.nodes.length - firstTargets} more)` : '';
      // The first node's own explanation (e.g. the measured contrast and both colours), on one line.
      const why = v.nodes[0]?.failureSummary?.split('\n').slice(1).join(' ').trim();
      return `${v.id} [${v.impact}] ${v.help}: ${targets.join(' | ')}${more}${why ? `\n    (${why})` : ''}`;
    })
    .join('\n');
}

/** Every violation seen by this run, by where it was seen: the milder ones are printed at the end of a file. */
export const seen: { where: string; violations: Violation[] }[] = [];

/**
 * Runs axe and records what it found; returns the serious and critical violations, and those of the rules in
 * `alsoFail`, as text ('' when none).
 */
export async function audit(
  page: Page,
  where: string,
  selector?: string,
  alsoFail: readonly string[] = [],
): Promise<string> {
  const violations = await runAxe(page, selector);
  seen.push({ where, violations });
  const text = formatViolations(severe(violations, alsoFail));
  return text && `${where}:\n  ${text.replaceAll('\n', '\n  ')}`;
}

/** Runs axe and fails on serious or critical violations, naming `where` and each rule readably. */
export async function expectAccessible(page: Page, where: string, selector?: string) {
  expect(await audit(page, where, selector), 'serious or critical axe violations').toBe('');
}

/** The milder findings (moderate, minor) of the whole file, for the log. */
export function reportMilder() {
  const lines = seen
    .map(({ where, violations }) => ({
      where,
      text: formatViolations(
        violations.filter((v) => !SEVERE.includes(v.impact)),
        2,
      ),
    }))
    .filter((x) => x.text)
    .map(({ where, text }) => `${where}\n  ${text.replaceAll('\n', '\n  ')}`);
  if (lines.length) console.info(`axe, moderate and minor findings:\n${lines.join('\n')}`);
}

/**
 * Waits until a page has settled: no request for 500 ms and no spinner or loading line showing, so axe sees the
 * loaded page rather than its placeholder.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const busy = (root: Document | ShadowRoot): boolean =>
      Boolean(root.querySelector('.ps-spinner__dot, [aria-busy="true"]')) ||
      [...root.querySelectorAll('*')].some((el) => el.shadowRoot !== null && busy(el.shadowRoot));
    return !busy(document);
  });
  await animationsDone(page); // transitions (toasts, progress fills) finish before colours are measured
}
