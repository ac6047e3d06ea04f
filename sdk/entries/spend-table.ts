import css from '../widgets/spend-table/spend-table.css?raw';
import { SpendTableWidget } from '../widgets/spend-table/spend-table-widget';
import { createMounter } from '../embed/runtime/mount';

export const { mountWidget } = createMounter('spend-table', SpendTableWidget, [css]);
