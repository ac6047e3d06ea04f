import { existsSync, readFileSync } from 'node:fs';
import { folderHash } from './folder-hash';
import type { EvidenceFile, EvidenceResult, JudgementFile, Level } from './model';
import { renderReport } from './render';
import { rowsOf } from './rows';
import { DOCS, evidencePath, judgementsPath, reportPath, TARGETS } from './targets';

const readJson = <T>(path: string): T | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;

/** The later of two ISO dates. */
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Every file `npm run acr` writes under docs/accessibility/ (path → text), from the recorded evidence and the
 * judgements; and the problems that make the accessibility test fail, one line each naming what to add or redo.
 */
export function buildReports(fresh: Map<string, EvidenceResult[]> = new Map()): {
  files: Map<string, string>;
  problems: string[];
  /** Each target's level per criterion. */
  levels: Map<string, Map<string, Level>>;
} {
  const version = (readJson<{ version: string }>('package.json') ?? { version: '?' }).version;
  const files = new Map<string, string>();
  const problems: string[] = [];
  const index: string[] = [];
  const levels = new Map<string, Map<string, Level>>();
  for (const target of TARGETS) {
    const recorded = readJson<EvidenceFile>(evidencePath(target.name));
    // Results just measured (`fresh`) stand in for the recorded ones of the same checks.
    const measured = fresh.get(target.name) ?? [];
    const evidence = recorded && {
      ...recorded,
      results: [...recorded.results.filter((r) => !measured.some((m) => m.check === r.check)), ...measured],
    };
    const judgements = readJson<JudgementFile>(judgementsPath(target.name));
    if (!evidence)
      problems.push(
        `${target.name}: no evidence recorded: add its entry to tests/e2e/acr-targets.ts, then run \`npm run acr\``,
      );
    if (!judgements)
      problems.push(
        `${target.name}: no judgements: a person writes ${judgementsPath(target.name)} (docs/accessibility/README.md#judgements)`,
      );
    else if (judgements.hash !== folderHash(target.folder))
      problems.push(
        `${target.name}: ${target.folder} changed since its judgements of ${judgements.judged}: re-read ${judgementsPath(
          target.name,
        )}, then run \`npm run acr -- --judged ${target.name}\``,
      );
    const result = rowsOf({
      target: target.name,
      results: evidence?.results ?? [],
      judgements: judgements?.criteria ?? null,
      judgementsPath: judgementsPath(target.name),
    });
    problems.push(...result.problems);
    levels.set(target.name, new Map(result.rows.map((r) => [r.id, r.level])));
    const judged = judgements?.judged ?? 'never';
    const date = later(evidence?.recorded ?? '', judgements?.judged ?? '') || 'never';
    files.set(reportPath(target.name), renderReport({ target, version, date, judged }, result.rows));
    const count = (level: string) => result.rows.filter((r) => r.level === level).length;
    index.push(
      `| [${target.product}](${target.name}.md) | ${count('Supports')} | ${count('Partially supports')} | ${count(
        'Does not support',
      )} | ${count('Not applicable')} | ${count('Not evaluated')} |`,
    );
  }
  files.set(
    `${DOCS}/reports.md`,
    `<!-- Written by \`npm run acr\` (docs/accessibility/README.md). -->\n\n# Accessibility conformance reports\n\n` +
      `One report per widget of the SDK and one for the console, each against the 55 level A and AA criteria of WCAG 2.2.\n\n` +
      `| Report | Supports | Partially supports | Does not support | Not applicable | Not evaluated |\n| --- | --- | --- | --- | --- | --- |\n` +
      `${index.join('\n')}\n`,
  );
  return { files, problems, levels };
}
