export const LOADER_BUDGET: number;
export function hostDownloadTarget(widget: string): number;
export const HOST_DOWNLOAD_BUDGETS: Record<string, number>;
