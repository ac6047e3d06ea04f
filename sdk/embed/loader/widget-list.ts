import type { WidgetName } from '../../core/widget-names';
import { ELEMENT_ATTRIBUTES } from '../element-attributes';

/**
 * The loader's list of widgets: the keys of the attributes' map, in the table's order, which the loader ships anyway;
 * shipping WIDGETS (sdk/core/widget-names.ts) beside it would spell every name twice in the loader's bytes.
 */
export const WIDGETS = Object.keys(ELEMENT_ATTRIBUTES) as WidgetName[];
