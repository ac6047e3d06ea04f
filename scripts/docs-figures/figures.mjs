// The figures the docs quote, cut from the reports of `npm run size` (dist/size.json) and `npm run bench`
// (dist/bench.json) and kept in docs/size-latest.json and docs/bench-latest.json, so the docs can be checked without a
// build or a fifteen-minute bench. Only bytes and ratios within one run: absolute times on a shared machine vary
// from day to day (docs/performance.md#method).

/**
 * @typedef {{ widget: string, hostDownloadGzip: number, budgetGzip: number, targetGzip: number,
 *   reactTwinGzip: number }} WidgetSize
 * @typedef {{ loaderGzip: number, widgets: WidgetSize[], packages: Record<string, number>,
 *   loginInitialJsGzip: number }} SizeFigures
 * @typedef {{ page: string, timeRatio: number, bytesRatio: number }} ScalePage
 * @typedef {{ measuredOn: string, runs: number, sdkVsIframe: { timeRatio: number, bytesRatio: number, heapRatio: number,
 *   sdkBytes: number, iframeBytes: number }, scale: { runs: number, pages: ScalePage[] } }} BenchFigures
 */

/** Two decimals: enough for a ratio, stable across the JSON round trip. */
const ratio = (x) => Math.round(x * 100) / 100;

/**
 * The docs' size figures from dist/size.json.
 * @param {any} report
 * @returns {SizeFigures}
 */
export function sizeFigures(report) {
  const login = report.console.routes.find((r) => r.route === '/login');
  if (!login) throw new Error('dist/size.json lists no /login route: run `npm run build && npm run size` again.');
  return {
    loaderGzip: report.loaderGzip,
    widgets: report.widgets
      .map(({ widget, hostDownloadGzip, budgetGzip, targetGzip, reactTwinGzip }) => ({
        widget,
        hostDownloadGzip,
        budgetGzip,
        targetGzip,
        reactTwinGzip,
      }))
      .sort((a, b) => a.widget.localeCompare(b.widget)),
    packages: report.packages,
    loginInitialJsGzip: login.initialJsGzip,
  };
}

/**
 * The docs' bench figures from dist/bench.json, or null when that run had not both the SDK and the scale parts.
 * @param {any} report
 * @param {string} measuredOn the day the bench ran, `YYYY-MM-DD`
 * @returns {BenchFigures | null}
 */
export function benchFigures(report, measuredOn) {
  const s = report.sdkVsIframe;
  if (!s || !report.scale) return null;
  return {
    measuredOn,
    runs: report.runs,
    sdkVsIframe: {
      timeRatio: ratio(s.timeRatio),
      bytesRatio: ratio(s.bytesRatio),
      heapRatio: ratio(s.heapRatio),
      sdkBytes: Math.round(s.sdk.medianBytes),
      iframeBytes: Math.round(s.iframe.medianBytes),
    },
    scale: {
      runs: report.scale.runs,
      pages: report.scale.pages.map((p) => ({
        page: p.page,
        timeRatio: ratio(p.timeRatio),
        bytesRatio: ratio(p.bytesRatio),
      })),
    },
  };
}
