import type { BenchFigures, SizeFigures } from './figures.mjs';

export function goalTable(size: SizeFigures, bench: BenchFigures, perWidget: string): string;
export function iframeLine(bench: BenchFigures): string;
export function widgetTable(size: SizeFigures): string;
export function figureBlocks(size: SizeFigures, bench: BenchFigures): Record<string, Record<string, string>>;
export function replaceBlock(text: string, block: string, content: string, file: string): string;
