import { WIDGET_TABLE } from './widget-table';

/** A widget's name, as `mount` and the custom elements (`podspot-<name>`) take it: a key of the widget table. */
export type WidgetName = keyof typeof WIDGET_TABLE;

/**
 * Every widget the SDK ships, in the table's order. The build ships this list as a literal (scripts/rollup/
 * build-time-values.mjs), not the table it is read from.
 */
export const WIDGETS = Object.keys(WIDGET_TABLE) as readonly WidgetName[];
