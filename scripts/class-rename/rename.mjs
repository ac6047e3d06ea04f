// Renames every CSS class of the SDK and the console, the same way in their CSS and in their TS/TSX, by a prefix:
// `earn-table` → `zz-earn-table`. A prefix keeps classes built by concatenation (`${block}__row`, `ps-badge--${tone}`)
// consistent with the sheet (docs/testing.md#queries-in-component-tests).

export const PREFIX = 'zz-';

// A class starts a token: not after a word character, `-`, `$` or the `}` that closes an interpolation.
const TOKEN = /(?<![\w$}-])-?[A-Za-z_][\w-]*/g;
const prefixTokens = (text) => text.replace(TOKEN, (t) => PREFIX + t);

/** CSS: every `.class` of a selector (not `0.5rem`, `url(a.svg)` or a custom property). */
export const renameStyles = (css) => css.replace(/(?<![\w-])\.(-?[A-Za-z_][\w-]*)/g, `.${PREFIX}$1`);

/** A selector string (`querySelector('.ps-card')`): only its `.class` parts. */
const renameSelector = (text) => text.replace(/(?<![\w-])\.(-?[A-Za-z_][\w-]*)/g, `.${PREFIX}$1`);

/**
 * Reads the string or template literal at `start` (a quote or backtick) and returns its end and its text with
 * `rename` applied to the literal parts; a template's `${…}` expressions are renamed by `renameExpression`.
 */
function literal(code, start, rename) {
  const quote = code[start];
  let i = start + 1;
  let out = quote;
  let part = '';
  // After `${…}` a part continues the interpolated token (`${block}__row`): renamed behind a `}` that keeps it whole.
  let after = '';
  const renamed = () => rename(after + part).slice(after.length);
  while (i < code.length && code[i] !== quote) {
    if (code[i] === '\\') {
      part += code.slice(i, i + 2);
      i += 2;
    } else if (quote === '`' && code.startsWith('${', i)) {
      const end = closing(code, i + 1);
      out += renamed() + '${' + renameExpression(code.slice(i + 2, end), rename) + '}';
      part = '';
      after = '}';
      i = end + 1;
    } else part += code[i++];
  }
  return { end: i + 1, text: out + renamed() + quote };
}

/** The index of the `}`, `]` or `)` that closes the bracket at `open`, skipping literals. */
function closing(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') i = literal(code, i, (t) => t).end - 1;
    else if (c === '{' || c === '[' || c === '(') depth += 1;
    else if ((c === '}' || c === ']' || c === ')') && --depth === 0) return i;
  }
  return code.length;
}

/** Every string and template literal of a JavaScript expression renamed; identifiers and operators kept. */
function renameExpression(code, rename) {
  let out = '';
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') {
      const { end, text } = literal(code, i, rename);
      out += text;
      i = end - 1;
    } else out += c;
  }
  return out;
}

/**
 * Where a TS/TSX file holds classes: a `className`/`class`/`…ClassName` or `block` attribute or default, a
 * `className:`/`block:` property (not `block: 'nearest'` of scrollIntoView), a `.className =` assignment, the arguments
 * of `classList.*(…)`, and a variable named `…class…` (`const classes = [...]`). Each match's value starts at the end
 * of the match: a literal, or a `{`, `[` or `(` whose contents are renamed.
 */
const CONTEXTS = [
  /(?<![\w.])(?:className|class|\w+ClassName|block)\s*=(?!=)\s*/g,
  /(?<![\w.])(?:className|block)\s*:\s*(?=['"`])(?!['"](?:start|center|end|nearest)['"])/g,
  /\.className\s*=(?!=)\s*/g,
  /\bclassList\.\w+(?=\()/g,
  /\b(?:const|let)\s+\w*[cC]lass\w*\s*=\s*/g,
];
const SELECTORS = /\b(?:querySelector|querySelectorAll|closest|matches)(?=\()/g;

/** The value at `start`: a literal or a bracketed expression; null when it is neither (a type, an identifier). */
function valueAt(code, start) {
  const c = code[start];
  if (c === "'" || c === '"' || c === '`') return { end: literal(code, start, (t) => t).end };
  if (c === '{' || c === '[' || c === '(') return { end: closing(code, start) + 1 };
  return null;
}

/** A TS/TSX source with the classes of its class contexts and of its selector strings prefixed; `count` of values. */
export function renameSource(code) {
  const edits = [];
  const find = (pattern, rename) => {
    for (const match of code.matchAll(pattern)) {
      const start = match.index + match[0].length;
      const value = valueAt(code, start);
      if (value) edits.push({ start, end: value.end, rename });
    }
  };
  for (const pattern of CONTEXTS) find(pattern, prefixTokens);
  find(SELECTORS, renameSelector);
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  let count = 0;
  for (const { start, end, rename } of edits) {
    if (start < at) continue; // inside a value already renamed
    out += code.slice(at, start) + renameExpression(code.slice(start, end), rename);
    at = end;
    count += 1;
  }
  return { code: out + code.slice(at), count };
}
