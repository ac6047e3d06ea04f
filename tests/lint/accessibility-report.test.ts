import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildReports } from '../../scripts/acr/build';
import type { EvidenceResult } from '../../scripts/acr/model';
import { fromResults, rowsOf } from '../../scripts/acr/rows';

const result = (passed: boolean, check: EvidenceResult['check'] = 'axe'): EvidenceResult => ({
  check,
  variant: passed ? 'en light 280px' : 'ar dark 280px',
  test: 'acr-widgets.test.ts › x',
  passed,
  detail: passed ? '0 violations' : 'color-contrast',
});

/** The reports of docs/accessibility/ (docs/accessibility/README.md) and the rule that turns results into levels. */
describe('the accessibility conformance reports', () => {
  it.each([
    [[result(true), result(true)], ['axe'], 'Supports'],
    [[result(true), result(false)], ['axe'], 'Partially supports'],
    [[result(false)], ['axe'], 'Does not support'],
    [[result(true)], ['axe', 'reflow'], 'Not evaluated'],
    [[], ['axe'], 'Not evaluated'],
  ] as const)('reads results %j of %j as %s', (results, checks, level) => {
    expect(fromResults([...results], checks).level).toBe(level);
  });

  it('fails a criterion a person must judge and has not, and a "Supports" without passing evidence', () => {
    const { problems } = rowsOf({
      target: 'w',
      results: [result(true, 'transcript')],
      judgements: { '1.3.3': { level: 'Supports', remark: 'r', evidence: ['keyboard'] } },
      judgementsPath: 'j.json',
    });
    expect(problems).toContain(
      'w 1.2.1 (Audio-only and Video-only (Prerecorded)): a person judges it: add it to j.json',
    );
    expect(problems.find((p) => p.startsWith('w 1.3.3'))).toMatch(/without a passing test: cite its checks/);
    expect(problems.find((p) => p.startsWith('w 1.4.3'))).toMatch(/No result of: axe/);
  });

  const { files, problems } = buildReports();

  it('have, for every widget of the widget table and the console, evidence and judgements behind every level', () => {
    expect(problems.join('\n')).toBe('');
  });

  it('are what `npm run acr -- --recorded` writes from the evidence and judgements now', () => {
    for (const [path, text] of files)
      expect(readFileSync(path, 'utf8'), `${path} is out of date: run \`npm run acr -- --recorded\``).toBe(text);
  });
});
