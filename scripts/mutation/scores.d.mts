export type FolderScore = {
  folder: string;
  mutants: number;
  killed: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  score: number;
};
export function folderScore(
  folder: string,
  report: { files: Record<string, { mutants: { status: string }[] }> },
): FolderScore;
export function scoreTable(scores: FolderScore[]): string;
