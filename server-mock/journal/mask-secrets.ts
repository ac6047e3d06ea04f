/** What a masked value reads as in the journal. */
export const MASKED = '[masked]';

/** Field and header names whose values are secrets: passwords, tokens (embed, reset, refresh), keys, cookies. */
const SECRET_NAME = /pass(word)?|token|secret|key|jwt|authorization|cookie/i;
/** Values that are secrets whatever field they sit in: a JWT, a partner key. */
const SECRET_VALUE = /^(eyJ[\w-]+\.[\w-]+\.[\w-]+|(pk|sk)_(test|live)_\S+)$/;
/** Paths whose last segment is a secret: the payout provider's page is reached by its link token alone. */
const SECRET_PATHS = [/^(\/payout-provider\/onboard\/)[^/]+/];

/** A copy of a request body or query with every secret replaced by MASKED; never changes `value`. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? MASKED : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 20) return MASKED; // deeper than any body of the API: not worth walking
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_NAME.test(key) ? MASKED : maskSecrets(item, depth + 1)]),
  );
}

export const maskPath = (path: string): string =>
  SECRET_PATHS.reduce((p, pattern) => p.replace(pattern, `$1${MASKED}`), path);
