// The blocks of figures in README.md and docs/performance.md, written from docs/size-latest.json and
// docs/bench-latest.json by `npm run docs:figures`; tests/lint/docs-figures.test.ts fails when a block differs.

/** @typedef {import('./figures.mjs').SizeFigures} SizeFigures */
/** @typedef {import('./figures.mjs').BenchFigures} BenchFigures */

const digits = (n) => n.toLocaleString('en-US');
const bytes = (n) => `${digits(n)} B`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const times = (x) => `${x.toFixed(2)}×`;
/**
 * `low–high` and the unit once: `26.5–32.2 KB`, or one figure when all are equal.
 * @param {number[]} xs @param {(x: number) => string} show a figure without its unit @param {string} unit
 */
const range = (xs, show, unit) => {
  const [low, high] = [Math.min(...xs), Math.max(...xs)];
  return low === high ? `${show(low)}${unit}` : `${show(low)}–${show(high)}${unit}`;
};
const kbNumber = (n) => (n / 1024).toFixed(1);
const ratioNumber = (x) => x.toFixed(2);
/** The widget as the widget table names it (sdk/core/widget-table.ts), so a new widget needs nothing here. */
const name = (widget) => `\`${widget}\``;
/** The goals' limits the tests hold (tests/e2e/size-budgets.test.ts, scripts/bench/scale.ts). */
const GOALS = { reactTwin: 2.6, packageKb: 1.5, loginKb: 91, scaleBytes: 1.5, scaleTime: 1.2 };

/**
 * The goal table both docs show: bytes from the last `npm run size`, ratios from the last bench.
 * @param {SizeFigures} size @param {BenchFigures} bench @param {string} perWidget link to the per-widget figures
 */
export function goalTable(size, bench, perWidget) {
  const hosts = size.widgets.map((w) => w.hostDownloadGzip);
  const p = size.packages;
  const pages = bench.scale.pages;
  const within = pages.filter((x) => x.timeRatio <= GOALS.scaleTime).length;
  return [
    '| goal | latest measured |',
    '|---|---|',
    `| Loader ≤ 3 KB gzip | ${kb(size.loaderGzip)} (${bytes(size.loaderGzip)}) |`,
    `| Each widget's host download within its budget, itself within the issues' target ([per widget](${perWidget})) | ${range(hosts, kbNumber, ' KB')} (${range(hosts, digits, ' B')}), ${range(
      size.widgets.map((w) => w.budgetGzip - w.hostDownloadGzip),
      digits,
      ' B',
    )} under their budgets |`,
    `| Each widget ≥ ${GOALS.reactTwin}× below its React twin | ${range(
      size.widgets.map((w) => w.reactTwinGzip / w.hostDownloadGzip),
      ratioNumber,
      '×',
    )} |`,
    `| npm entries ≤ ${GOALS.packageKb} KB gzip each (React and Vue excluded) | \`@podspot/js\` ${bytes(p.jsEntryGzip)}, \`@podspot/react\` ${bytes(p.reactEntryGzip)} (${bytes(p.reactWithJsGzip)} with the \`@podspot/js\` code it imports), \`@podspot/vue\` ${bytes(p.vueEntryGzip)}; \`@podspot/js/testing\` ${bytes(p.jsTestingGzip)} |`,
    `| Console initial JS for \`/login\` ≤ ${GOALS.loginKb} KB gzip | ${kb(size.loginInitialJsGzip)} (${bytes(size.loginInitialJsGzip)}, the route-preload script counted) |`,
    `| Bytes of every route and widget on \`xlarge\` ≤ ${GOALS.scaleBytes}× those on \`large\` | ${range(
      pages.map((x) => x.bytesRatio),
      ratioNumber,
      '×',
    )} |`,
    `| Time to content of every route and widget on \`xlarge\` within ${GOALS.scaleTime}× of \`large\` (the bench of ${bench.measuredOn}: ${bench.scale.runs} loads each, alternating) | ${range(
      pages.map((x) => x.timeRatio),
      ratioNumber,
      '×',
    )}; ${within} of ${pages.length} pages within ${GOALS.scaleTime}× |`,
  ].join('\n');
}

/** @param {BenchFigures} bench */
export function iframeLine(bench) {
  const s = bench.sdkVsIframe;
  return (
    `Reported beside the goals: the console's \`/earn\` in an iframe against the SDK page (medians of ${bench.runs} ` +
    `alternating loads) takes ${times(s.timeRatio)} the time to content, ${times(s.bytesRatio)} the bytes ` +
    `(${kb(s.iframeBytes)} vs ${kb(s.sdkBytes)}) and ${times(s.heapRatio)} the heap.`
  );
}

/** @param {SizeFigures} size */
export function widgetTable(size) {
  return [
    "| widget | host download | budget | the issues' target | on React | smaller than on React |",
    '|---|---|---|---|---|---|',
    ...size.widgets.map(
      (w) =>
        `| ${name(w.widget)} | ${bytes(w.hostDownloadGzip)} | ${bytes(w.budgetGzip)} | ${bytes(w.targetGzip)} | ${bytes(w.reactTwinGzip)} | ${times(w.reactTwinGzip / w.hostDownloadGzip)} |`,
    ),
  ].join('\n');
}

/**
 * Every block of figures, by the file that shows it and the block's name.
 * @param {SizeFigures} size @param {BenchFigures} bench
 * @returns {Record<string, Record<string, string>>}
 */
export const figureBlocks = (size, bench) => ({
  'README.md': {
    goals: `${goalTable(size, bench, 'docs/performance.md#per-widget')}\n\n${iframeLine(bench)}`,
  },
  'docs/performance.md': {
    goals: `${goalTable(size, bench, '#per-widget')}\n\n${iframeLine(bench)}`,
    widgets: widgetTable(size),
  },
});

const marker = (block, end) => `<!-- figures:${block}:${end ? 'end' : 'start'} (npm run docs:figures) -->`;

/**
 * `text` with the block `block` between its markers replaced by `content`.
 * @param {string} text @param {string} block @param {string} content @param {string} file for the error
 */
export function replaceBlock(text, block, content, file) {
  const start = text.indexOf(marker(block, false));
  const end = text.indexOf(marker(block, true));
  if (start < 0 || end < start)
    throw new Error(`${file} has no block "${block}": put ${marker(block, false)} and its end marker where it goes.`);
  return `${text.slice(0, start + marker(block, false).length)}\n\n${content}\n\n${text.slice(end)}`;
}
