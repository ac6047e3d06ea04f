export type WidgetSize = {
  widget: string;
  hostDownloadGzip: number;
  budgetGzip: number;
  targetGzip: number;
  reactTwinGzip: number;
};
export type SizeFigures = {
  loaderGzip: number;
  widgets: WidgetSize[];
  packages: Record<string, number>;
  loginInitialJsGzip: number;
};
export type ScalePage = { page: string; timeRatio: number; bytesRatio: number };
export type BenchFigures = {
  measuredOn: string;
  runs: number;
  sdkVsIframe: { timeRatio: number; bytesRatio: number; heapRatio: number; sdkBytes: number; iframeBytes: number };
  scale: { runs: number; pages: ScalePage[] };
};
export function sizeFigures(report: unknown): SizeFigures;
export function benchFigures(report: unknown, measuredOn: string): BenchFigures | null;
