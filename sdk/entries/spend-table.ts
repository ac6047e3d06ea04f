import css from '../widgets/spend-table/spend-table.css?raw';
import { SpendTableWidget } from '../widgets/spend-table/spend-table-widget';
import { SPEND_TABLE_PROP_RULES } from '../widgets/spend-table/props';
import { createMounter } from '../embed/runtime/mount';

export const { mountWidget } = createMounter('spend-table', SpendTableWidget, [css], SPEND_TABLE_PROP_RULES);
