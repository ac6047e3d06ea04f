import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../../sdk/core/widget-names';
import { HOST_DOWNLOAD_BUDGETS, hostDownloadTarget, LOADER_BUDGET } from '../../scripts/size-budgets.mjs';

/**
 * The SDK's size budgets (gzip, docs/performance.md#size-budgets; the SDK's in scripts/size-budgets.mjs): read from
 * dist/size.json, written by `npm run size` (npm test runs it).
 */
/** Each npm package's entry, as `npm run pack` bundles it (React and Vue excluded). */
const PACKAGE_ENTRY_BUDGET = 1.5 * 1024;
/**
 * Each widget at least this many times smaller than its React twin (docs/performance.md#size-budgets): 3 until the
 * appearance tokens, message catalogues and developer checks added the same bytes to both builds.
 */
const REACT_TWIN_RATIO = 2.6;

/** When the newest file of the build that dist/size.json describes was written (ms since the epoch). */
const newestBuildFile = (dir: string): number =>
  existsSync(dir)
    ? Math.max(
        0,
        ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
          entry.isDirectory() ? newestBuildFile(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
        ),
      )
    : 0;
const BUILT_AT = Math.max(newestBuildFile('dist/sdk'), newestBuildFile('dist/console'));

type Report = { generatedAt?: string };
const readSizeJson = (): Report | null =>
  existsSync('dist/size.json') ? JSON.parse(readFileSync('dist/size.json', 'utf8')) : null;
/** A report written before the last build measured another build: `npm run build` alone leaves it behind. */
const isFresh = (report: Report | null) => Date.parse(report?.generatedAt ?? '') >= Math.floor(BUILT_AT);

/** dist/size.json, or `empty` when it is missing or older than the build (the first test of the file then says so). */
const readReport = <T>(empty: T): T => {
  const report = readSizeJson();
  return report && isFresh(report) ? (report as T) : empty;
};

describe('the size report', () => {
  it('exists and is newer than the build in dist/', () => {
    const report = readSizeJson();
    expect(report, 'dist/size.json is missing: run `npm run size` first').not.toBeNull();
    expect(isFresh(report), 'dist/size.json is older than the build in dist/: run `npm run size`').toBe(true);
  });
});

describe('SDK size budgets', () => {
  const report = readReport({ widgets: [], loaderGzip: Infinity });

  it(`keeps the loader within ${LOADER_BUDGET} bytes gzip`, () => {
    expect(report.loaderGzip).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  it('measures every widget the SDK ships', () => {
    expect(report.widgets.map((w: { widget: string }) => w.widget).sort()).toEqual([...WIDGETS].sort());
  });

  // Each budget is the measured size plus a little (docs/performance.md#sdk-bytes-against-the-issues-budgets), and may
  // not be raised past the issues' target.
  it("holds every widget's budget within the issues' target", () => {
    for (const [widget, budget] of Object.entries(HOST_DOWNLOAD_BUDGETS)) {
      expect(budget, widget).toBeLessThanOrEqual(hostDownloadTarget(widget));
    }
  });

  type WidgetSize = { widget: string; hostDownloadGzip: number; reactTwinGzip: number };
  it.each<[string, WidgetSize]>(report.widgets.map((w: WidgetSize) => [w.widget, w]))(
    `%s: everything a host page downloads stays within its budget and ${REACT_TWIN_RATIO}× below its React twin`,
    (name, w) => {
      expect(w.hostDownloadGzip).toBeLessThanOrEqual(HOST_DOWNLOAD_BUDGETS[name]);
      expect(w.reactTwinGzip).toBeGreaterThanOrEqual(REACT_TWIN_RATIO * w.hostDownloadGzip);
    },
  );
});

describe('npm package size budgets', () => {
  type Packages = { jsEntryGzip: number; reactEntryGzip: number; vueEntryGzip: number };
  const { packages } = readReport<{ packages?: Packages }>({});

  it.each([
    ['@podspot/js', packages?.jsEntryGzip],
    ['@podspot/react', packages?.reactEntryGzip],
    ['@podspot/vue', packages?.vueEntryGzip],
  ])(`%s: the entry stays within ${PACKAGE_ENTRY_BUDGET} bytes gzip`, (_name, gzip) => {
    expect(gzip, 'dist/size.json has no packages section: run `npm run size`').toBeTypeOf('number');
    expect(gzip).toBeLessThanOrEqual(PACKAGE_ENTRY_BUDGET);
  });
});

/** The console's initial JS for /login (gzip), everything index.html makes the browser run there included. */
// 90 KB until the widgets' shared parts took their texts from catalogues and their look from tokens (91 KB).
const LOGIN_BUDGET = 91 * 1024;

type RouteSize = { route: string; initialJsGzip: number; files: string[] };

describe('Console size budgets', () => {
  const report = readReport<{ console: { routes: RouteSize[] } }>({ console: { routes: [] } });
  const login = report.console.routes.find((r) => r.route === '/login');

  it(`keeps /login's initial JS within ${LOGIN_BUDGET} bytes gzip`, () => {
    expect(login, 'dist/size.json lists /login').toBeDefined();
    expect(login!.initialJsGzip).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it("counts every script index.html loads on /login, and no signed-in area's chunk", () => {
    const html = readFileSync('dist/console/index.html', 'utf8');
    const scripts = [...html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map(([, f]) => `console/${f}`);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(login!.files).toContain(script);
    expect(login!.files.filter((f) => /area-(frame|earn|advertise|settings|billing)/.test(f))).toEqual([]);
  });
});
