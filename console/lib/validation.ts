/**
 * Form rules of docs/behaviour/accounts.md#validation, docs/behaviour/onboarding.md#validation and
 * docs/behaviour/settings.md#validation (the withdraw amount's are the SDK's, sdk/core/withdraw-amount.ts); each
 * returns the message to show, or null when the value is fine.
 */
export const PASSWORD_MISMATCH = 'Password and confirm password do not match';
export const NEW_PASSWORD_MISMATCH = 'New password and repeat password do not match';
export const INVALID_NUMBER = 'Please enter valid number';

// The same shape browsers accept for type=email: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required.`);
export const email = (value: string) =>
  !value.trim() ? 'Email is required.' : EMAIL.test(value.trim()) ? null : 'Enter a valid email address.';
export const matches =
  (other: string, message = PASSWORD_MISMATCH) =>
  (value: string) =>
    value === other ? null : message;

/** Digits only: anything else is not a number (docs/behaviour/onboarding.md#get-started). */
export const parseDigits = (value: string): number => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);
export const positiveWholeNumber = (value: string) => {
  const n = parseDigits(value);
  return Number.isInteger(n) && n >= 1 ? null : INVALID_NUMBER;
};

/** Sign-up's required terms checkbox; the form keeps it as 'accepted' or ''. */
export const TERMS_REQUIRED = 'Please accept the terms of service to continue.';
export const acceptTerms = (value: string) => (value ? null : TERMS_REQUIRED);

export type Rules<F extends string> = Partial<Record<F, ((value: string) => string | null)[]>>;

/** First failing rule per field. */
export function validate<F extends string>(values: Record<F, string>, rules: Rules<F>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(values[field] ?? '');
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}
