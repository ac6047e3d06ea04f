// The SDK's byte budgets (gzip, 1 KB = 1,024 B), read by `npm run size` and tests/e2e/size-budgets.test.ts; where
// each figure comes from: docs/performance.md#size-budgets.
import { evaluateModule } from './evaluate-module.mjs';

/** The loader, `dist/sdk/podspot.js`. */
export const LOADER_BUDGET = 3 * 1024;

const { WIDGET_TABLE } = await evaluateModule('sdk/core/widget-table.ts');
const widgets = Object.entries(WIDGET_TABLE);

/**
 * The budget each widget's host download (loader, widget chunk, the chunks it imports) is held to: its `budget` in the
 * widget table (sdk/core/widget-table.ts), about 128 B over its size when it was set.
 */
export const HOST_DOWNLOAD_BUDGETS = Object.fromEntries(widgets.map(([name, w]) => [name, w.budget]));

/** The issues' ceiling for a widget, its `target` in the widget table: its budget may not be raised past it. */
export const hostDownloadTarget = (widget) => WIDGET_TABLE[widget].target;
