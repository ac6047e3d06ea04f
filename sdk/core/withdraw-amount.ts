/**
 * The withdraw amount's rules (docs/behaviour/billing.md#validation): required, whole dollars, at least 1. Answers what
 * is wrong, or null; the dialog shows it in the widget's language. The balance is the server's check (nothing changes
 * when it refuses).
 */
export type WithdrawAmountProblem = 'required' | 'invalid';

export function withdrawAmountProblem(value: string): WithdrawAmountProblem | null {
  const text = value.trim();
  if (!text) return 'required';
  const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? null : 'invalid';
}

/** The amount field keeps digits only: any other input empties it (docs/behaviour/billing.md#withdraw-funds-modal). */
export const digitsOrEmpty = (input: string) => (/^\d*$/.test(input) ? input : '');
