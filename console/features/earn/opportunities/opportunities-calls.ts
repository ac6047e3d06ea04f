import { getOpportunities } from '@sdk/api/opportunities';
import { paths } from '../../../lib/paths';
import { startRouteCalls } from '../../../lib/route-start';
import { choiceQuery, FIRST_CHOICE } from './opportunities-choice';

/** /earn/opportunities' first call: the first page of the list, as the page asks for it (through `routeClient`). */
export const startCalls = () =>
  startRouteCalls(paths.opportunities, (client) => [getOpportunities(client, choiceQuery(FIRST_CHOICE))]);
