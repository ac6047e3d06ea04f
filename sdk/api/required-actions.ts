import type { ApiClient } from './client';
import type { components } from './schema';

/**
 * What a publisher must do (docs/behaviour/billing.md#required-actions): `total` is the sum of the counts; each
 * action has its `kind`, `count`, nearest `deadline` (`YYYY-MM-DD` or null) and the opportunity or podspot `ids` it
 * concerns. Only kinds with something to do are listed. Publishers only; embed tokens may call it.
 */
export type RequiredActions = components['schemas']['RequiredActions'];

export const getRequiredActions = (client: ApiClient) => client.get<RequiredActions>('/publisher/actions');
