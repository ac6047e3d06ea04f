import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The SDK's size budgets (gzip, docs/performance.md#size-budgets): read from dist/size.json, written by `npm run size`
 * (npm test runs it).
 */
const LOADER_BUDGET = 3 * 1024;
const HOST_DOWNLOAD_BUDGET = 35 * 1024;
/** Each widget at least this many times smaller than its React twin (docs/performance.md#size-budgets). */
const REACT_TWIN_RATIO = 3;

/** dist/size.json, or `empty` when it is missing (the first test of each block then says so). */
const readReport = <T>(empty: T): T =>
  existsSync('dist/size.json') ? JSON.parse(readFileSync('dist/size.json', 'utf8')) : empty;

describe('SDK size budgets', () => {
  it('has a size report', () => {
    expect(existsSync('dist/size.json'), 'run `npm run size` first').toBe(true);
  });
  const report = readReport({ widgets: [], loaderGzip: Infinity });

  it(`keeps the loader within ${LOADER_BUDGET} bytes gzip`, () => {
    expect(report.loaderGzip).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  it('measures every widget the SDK ships', () => {
    expect(report.widgets.map((w: { widget: string }) => w.widget).sort()).toEqual(
      readFileSyncSafe('sdk/entries').sort(),
    );
  });

  type WidgetSize = { widget: string; hostDownloadGzip: number; reactTwinGzip: number };
  it.each<[string, WidgetSize]>(report.widgets.map((w: WidgetSize) => [w.widget, w]))(
    `%s: everything a host page downloads stays within 35 KB gzip and ${REACT_TWIN_RATIO}× below its React twin`,
    (_name, w) => {
      expect(w.hostDownloadGzip).toBeLessThanOrEqual(HOST_DOWNLOAD_BUDGET);
      expect(w.reactTwinGzip).toBeGreaterThanOrEqual(REACT_TWIN_RATIO * w.hostDownloadGzip);
    },
  );
});

function readFileSyncSafe(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f: string) => f.endsWith('.ts'))
        .map((f: string) => f.replace(/\.ts$/, ''))
    : [];
}

/** The console's initial JS for /login (gzip), everything index.html makes the browser run there included. */
const LOGIN_BUDGET = 90 * 1024;

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
