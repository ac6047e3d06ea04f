import type { ApiClient } from './client';
import type { EarnPodspot } from './podspots';

/**
 * Archives (`true`) or unarchives (`false`) a podspot; answers the podspot. The server refuses (409) to archive one that
 * is neither draft nor approved-inactive.
 */
export const archivePodspot = (client: ApiClient, podspotId: number, archived: boolean) =>
  client.post<EarnPodspot>(`/earn/podspot/${podspotId}/archive`, { archived });
