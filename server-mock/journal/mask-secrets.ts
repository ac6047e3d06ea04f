/** What a masked value reads as in the journal. */
export const MASKED = '[masked]';

/** Field and header names whose values are secrets: passwords, tokens (embed, reset, refresh), keys, cookies. */
const SECRET_NAME = /pass(word)?|token|secret|key|jwt|authorization|cookie/i;
/**
 * Secrets by their look, wherever they sit in a string (a free-text field, a URL, a log line): a JWT (three base64url
 * parts, the first starting `eyJ` as every JSON header does), a partner key (`pk_test_…`, `sk_live_…`) and a webhook
 * signing secret (`whsec_…`).
 */
const SECRET_IN_TEXT = /eyJ[\w-]+\.[\w-]+\.[\w-]+|\b[ps]k_(?:test|live)_[\w-]+|\bwhsec_[\w-]+/g;
/** Paths whose last segment is a secret: the payout provider's page is reached by its link token alone. */
const SECRET_PATHS = [/^(\/payout-provider\/onboard\/)[^/]+/];

/** `text` with every secret it holds (SECRET_IN_TEXT) replaced by MASKED; the rest of the text is kept. */
export const maskText = (text: string): string => text.replace(SECRET_IN_TEXT, MASKED);

/** A copy of a request body or query with every secret replaced by MASKED; never changes `value`. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 20) return MASKED; // deeper than any body of the API: not worth walking
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_NAME.test(key) ? MASKED : maskSecrets(item, depth + 1)]),
  );
}

export const maskPath = (path: string): string =>
  maskText(SECRET_PATHS.reduce((p, pattern) => p.replace(pattern, `$1${MASKED}`), path));
