import { getOpportunities } from '@sdk/api/opportunities';
import { choiceQuery, FIRST_CHOICE } from '@sdk/widgets/opportunities-inbox/use-inbox-choice';
import { paths } from '../../../lib/paths';
import { startRouteCalls } from '../../../lib/route-start';

/** /earn/opportunities' first call: the first page of the list, as the page asks for it (through `routeClient`). */
export const startCalls = () =>
  startRouteCalls(paths.opportunities, (client) => [getOpportunities(client, choiceQuery(FIRST_CHOICE))]);
