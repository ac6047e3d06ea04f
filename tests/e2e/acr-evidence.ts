import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Check, EvidenceFile, EvidenceResult } from '../../scripts/acr/model';
import { evidencePath } from '../../scripts/acr/targets';

/**
 * The results of one target's checks, written to docs/accessibility/evidence/<target>.json for `npm run acr`, beside
 * those of the checks another file records. One result per check and variant: a check made in several states of a
 * variant (dialogs open) passes when all pass.
 */
export function evidenceOf(target: string, file: string) {
  const results = new Map<string, EvidenceResult>();
  return {
    /** Adds what a check found in one variant; `failed` lists what failed, `figure` what was measured. */
    add(check: Check, variant: string, failed: string[], figure: string) {
      const key = `${check}\0${variant}`;
      const before = results.get(key);
      // Addresses carry the servers' ports and the sandbox's ids, which change from run to run.
      const shown = failed.slice(0, 3).map((f) => f.replace(/https?:\/\/[^\s";]+/g, 'a URL'));
      const failures = [...(before && !before.passed ? [before.detail] : []), ...shown];
      results.set(key, {
        check,
        variant,
        test: `${file} › ${target} › ${check}`,
        passed: (before?.passed ?? true) && failed.length === 0,
        detail: failures.length ? failures.join('; ') : (before?.detail ?? figure),
      });
    },
    results: () => [...results.values()],
    /**
     * With ACR_RECORD=1 (`npm run acr`), writes the file; its date moves only when a result changed, so an unchanged
     * run leaves the reports as they are. Otherwise the repo's evidence stays as it was reviewed.
     */
    write() {
      if (process.env.ACR_RECORD !== '1') return;
      const path = evidencePath(target);
      const before = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as EvidenceFile) : null;
      // The other test file's checks stay as it recorded them.
      const mine = new Set([...results.values()].map((r) => r.check));
      const kept = (before?.results ?? []).filter((r) => !mine.has(r.check));
      const sorted = [...kept, ...results.values()].sort((a, b) =>
        `${a.check} ${a.variant}`.localeCompare(`${b.check} ${b.variant}`),
      );
      const same = before !== null && JSON.stringify(before.results) === JSON.stringify(sorted);
      const recorded = same ? before.recorded : new Date().toISOString().slice(0, 10);
      mkdirSync('docs/accessibility/evidence', { recursive: true });
      const text = `${JSON.stringify({ target, recorded, results: sorted } satisfies EvidenceFile, null, 2)}\n`;
      writeFileSync(path, text);
    },
  };
}
export type Evidence = ReturnType<typeof evidenceOf>;
