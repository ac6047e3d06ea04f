import css from '../widgets/earnings-card/earnings-card.css?raw';
import { EarningsCard } from '../widgets/earnings-card/earnings-card';
import { EARNINGS_CARD_PROP_RULES } from '../widgets/earnings-card/props';
import { createMounter } from '../embed/runtime/mount';

export const { mountWidget } = createMounter('earnings-card', EarningsCard, [css], EARNINGS_CARD_PROP_RULES);
