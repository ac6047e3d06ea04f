import type { Plugin } from 'rollup';

export function englishMessages(root?: string): Record<string, string>;
export const PSEUDO_MARKERS: [string, string];
export function pseudoLocale(english: Record<string, string>): Record<string, string>;
export function localeFiles(options?: { dir?: string }): Plugin;
