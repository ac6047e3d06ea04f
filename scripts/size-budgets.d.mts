type Widgets = Record<string, number>;

export const LOADER_BUDGET: number;
export const BEFORE_ISSUES_27_TO_30: Widgets;
export const ALLOWED_GROWTH: number;
export const ADDED_WITHOUT_BUDGET: Widgets;
export function hostDownloadTarget(widget: string): number;
export const HOST_DOWNLOAD_BUDGETS: Widgets;
