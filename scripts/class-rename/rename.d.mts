export const PREFIX: string;
export function renameStyles(css: string): string;
export function renameSource(code: string): { code: string; count: number };
