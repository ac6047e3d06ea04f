// en-US money and counts written by hand, exactly as Intl writes them: a page's first Intl.NumberFormat costs 15–20 ms
// of ICU set-up in Chromium, on the way to the first figures. Why and how: docs/decisions/0003-en-us-figures-without-intl.md.

/**
 * `n` in en-US with `fractionDigits` decimals and `symbol` before the digits (`-$1,234.50`), or null where Intl's own
 * rules apply (huge or non-finite numbers).
 */
export function formatEnUs(n: number, fractionDigits: 0 | 2, symbol: '$' | ''): string | null {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) return null;
  const [whole, fraction] = roundHalfExpand(Math.abs(n), fractionDigits);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${symbol}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A non-negative number below 1e15 rounded half away from zero to `digits` decimals as ICU does it: on its shortest
 * decimal form (1.005 → 1.01), not on its binary value as toFixed does (1.005 → 1.00). Answers [whole, fraction].
 */
function roundHalfExpand(abs: number, digits: number): [string, string] {
  const text = String(abs);
  if (text.includes('e')) return ['0', '0'.repeat(digits)]; // below 1e-6: rounds to zero
  const [whole, fraction = ''] = text.split('.');
  const roundUp = fraction.charCodeAt(digits) >= 53; // the first dropped digit is 5 or more
  const kept = (BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits)) + (roundUp ? 1n : 0n))
    .toString()
    .padStart(digits + 1, '0');
  return [kept.slice(0, kept.length - digits), kept.slice(kept.length - digits)];
}
