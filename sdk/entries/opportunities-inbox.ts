import css from '../widgets/opportunities-inbox/opportunities-inbox.css?raw';
import { OpportunitiesInbox } from '../widgets/opportunities-inbox/opportunities-inbox';
import { OPPORTUNITIES_INBOX_PROP_RULES } from '../widgets/opportunities-inbox/props';
import { createMounter } from '../embed/runtime/mount';

export const { mountWidget } = createMounter(
  'opportunities-inbox',
  OpportunitiesInbox,
  [css],
  OPPORTUNITIES_INBOX_PROP_RULES,
);
