import css from '../widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { OpportunitiesInbox } from '../widgets/opportunities-inbox/opportunities-inbox';
import { createMounter } from '../embed/runtime/mount';

export const { mountWidget } = createMounter('opportunities-inbox', OpportunitiesInbox, [css]);
