import css from '../widgets/earnings-card/earnings-card.css?raw';
import { EarningsCard } from '../widgets/earnings-card/earnings-card';
import { createMounter } from '../embed/runtime/mount';

export const { mountWidget } = createMounter('earnings-card', EarningsCard, [css]);
