import type { Row } from './model';
import type { Target } from './targets';

/** What a report is made of, besides its rows. */
export type ReportHead = { target: Target; version: string; date: string; judged: string };

const METHODS = [
  'axe-core with the tags wcag2a, wcag2aa, wcag21a, wcag21aa and wcag22aa inside the shadow roots, with each dialog and menu open',
  'keyboard scripts in Chromium: every control reached by Tab, the focus order, no trap, a visible focus indicator, the focused element not covered, focus returned after a dialog closes',
  'reflow at 320 CSS px and at 1280 px with 400 % zoom; the WCAG 1.4.12 text spacing at 280 px; prefers-reduced-motion; forced colours (Chromium emulation); target size measured per control',
  'screen-reader transcripts of the main journeys read with @guidepup/virtual-screen-reader, and the live-region announcements',
  'a person’s review of what a machine cannot judge, kept until the source changes',
];

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function table(rows: Row[]) {
  const head = '| Criteria | Conformance Level | Remarks and Explanations | Evidence |\n| --- | --- | --- | --- |';
  const body = rows.map(
    (r) =>
      `| ${r.id} ${r.name} (Level ${r.wcagLevel}) | ${r.level} | ${cell(r.remark)} | ${
        r.tests.length ? r.tests.map((t) => `\`${cell(t)}\``).join('<br>') : '—'
      } |`,
  );
  return [head, ...body].join('\n');
}

/** One report in the layout of the VPAT 2.5, WCAG edition. */
export function renderReport({ target, version, date, judged }: ReportHead, rows: Row[]): string {
  const count = (level: string) => rows.filter((r) => r.level === level).length;
  return `<!-- Written by \`npm run acr\` (docs/accessibility/README.md): edit the judgements or the tests, not this file. -->

# Accessibility Conformance Report: ${target.product}

WCAG Edition (based on VPAT® version 2.5)

- **Name of product/version:** ${target.product}, version ${version}
- **Report date:** ${date}
- **Product description:** ${target.description}
- **Contact information:** the Podspot maintainers (CONTRIBUTING.md)
- **Notes:** ${count('Supports')} criteria supported, ${count('Partially supports')} partially, ${count('Does not support')} not supported, ${count('Not applicable')} not applicable, ${count('Not evaluated')} not evaluated. The people’s judgements date from ${judged}. Variants: English and Arabic, light and dark, 280 px and full width.
- **Evaluation methods used:**
${METHODS.map((m) => `  - ${m}`).join('\n')}

## Applicable standards and guidelines

| Standard/Guideline | Included in report |
| --- | --- |
| Web Content Accessibility Guidelines 2.0 | Level A (Yes), Level AA (Yes), Level AAA (No) |
| Web Content Accessibility Guidelines 2.1 | Level A (Yes), Level AA (Yes), Level AAA (No) |
| Web Content Accessibility Guidelines 2.2 | Level A (Yes), Level AA (Yes), Level AAA (No) |

## Terms

- **Supports**: the functionality has at least one method that meets the criterion without known defects.
- **Partially supports**: some functionality does not meet the criterion.
- **Does not support**: the majority of functionality does not meet the criterion.
- **Not applicable**: the criterion is not relevant to the product.
- **Not evaluated**: the product has not been evaluated against the criterion.

## WCAG 2.x report

### Table 1: Success criteria, level A

${table(rows.filter((r) => r.wcagLevel === 'A'))}

### Table 2: Success criteria, level AA

${table(rows.filter((r) => r.wcagLevel === 'AA'))}

### Table 3: Success criteria, level AAA

Not evaluated.

## Legal disclaimer

This report describes the version named above as tested on its report date. Evidence lives beside it:
\`evidence/${target.name}.json\` (the measured results), \`judgements/${target.name}.json\` (the people’s judgements)
and \`transcripts/\` (what a screen reader announces).
`;
}
