import type { CriterionId } from './criteria';
import type { Check } from './model';

/**
 * The criteria a machine judges, and the checks each rests on: the level comes from their results alone
 * (scripts/acr/rows.ts). Every other criterion is judged by a person (docs/accessibility/judgements/). Why each
 * mapping holds: docs/decisions/0044-accessibility-evidence-and-judgements.md.
 */
const CRITERION_CHECKS = {
  '1.3.4': ['reflow'],
  '1.4.3': ['axe'],
  '1.4.4': ['reflow'],
  '1.4.10': ['reflow'],
  '1.4.12': ['text-spacing'],
  '2.1.1': ['keyboard'],
  '2.1.2': ['keyboard'],
  '2.4.3': ['focus-order'],
  '2.4.7': ['focus-visible'],
  '2.4.11': ['focus-not-obscured'],
  '2.5.8': ['target-size'],
  '3.1.1': ['axe'],
  '3.1.2': ['axe'],
  '4.1.2': ['axe', 'transcript'],
  '4.1.3': ['status-messages'],
} as const satisfies Partial<Record<CriterionId, readonly Check[]>>;

export const machineChecks = (id: CriterionId): readonly Check[] | undefined =>
  (CRITERION_CHECKS as Partial<Record<CriterionId, readonly Check[]>>)[id];
