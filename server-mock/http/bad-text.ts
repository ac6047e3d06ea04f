/** A NUL, or half of a UTF-16 surrogate pair without its other half (text that no file or database keeps as is). */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string in a JSON value that holds a NUL or a lone surrogate, as `{field, problem}` (`field` a dotted path
 * such as `podcasts.0.name`, `body` for the value itself); null when all text is clean. Object keys are checked too.
 */
export function findBadText(value: unknown, path = ''): { field: string; problem: string } | null {
  if (typeof value === 'string') {
    const match = BAD_TEXT.exec(value);
    if (!match) return null;
    const problem =
      match[0] === '\u0000'
        ? 'Contains a NUL character (U+0000): remove it.'
        : 'Contains half of a surrogate pair (an unpaired \\ud800–\\udfff): send whole characters.';
    return { field: path || 'body', problem };
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (BAD_TEXT.test(key)) return { field: at, problem: 'The field name holds a NUL or an unpaired surrogate.' };
    const found = findBadText(item, at);
    if (found) return found;
  }
  return null;
}
