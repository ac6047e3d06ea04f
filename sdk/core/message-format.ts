// The widgets' messages in the subset of ICU MessageFormat their catalogues use: `{name}`, `{n, number}`,
// `{n, plural, =0 {…} one {…} other {…}}` with `#`, `{x, select, a {…} other {…}}` and ICU's apostrophe quoting.
// Every message of every catalogue is checked against intl-messageformat (sdk/locales/catalogues.test.ts); the
// parser is about 0.5 KB where that library is 10 KB gzip (docs/decisions/0026-widget-messages-icu-subset.md), and it
// ships only in the lazy chunk of the non-English catalogues (docs/decisions/0029-english-messages-compiled-at-build.md).
import {
  renderMessage,
  type CompiledMessage,
  type MessageOptions,
  type MessagePart,
  type MessageValues,
} from './message-render';

/** Parses `pattern` from `i`, up to an unmatched `}` (inside an option) or the end. */
function parseNodes(pattern: string, start: number, inPlural: boolean): [MessagePart[], number] {
  const nodes: MessagePart[] = [];
  let text = '';
  let i = start;
  const flush = () => {
    if (text) nodes.push(text);
    text = '';
  };
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === "'") {
      const next = pattern[i + 1];
      if (next === "'") {
        text += "'";
        i += 2;
      } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
        const end = pattern.indexOf("'", i + 1);
        const close = end < 0 ? pattern.length : end;
        text += pattern.slice(i + 1, close).replaceAll("''", "'");
        i = close + 1;
      } else {
        text += c;
        i += 1;
      }
    } else if (c === '}') {
      break;
    } else if (c === '#' && inPlural) {
      flush();
      nodes.push(['#', 'number']);
      i += 1;
    } else if (c === '{') {
      flush();
      const [node, end] = parseArgument(pattern, i + 1, inPlural);
      nodes.push(node);
      i = end;
    } else {
      text += c;
      i += 1;
    }
  }
  flush();
  return [nodes, i];
}

/** `name}` / `name, number}` / `name, plural|select, key {…} …}` from just after the `{`. */
function parseArgument(pattern: string, start: number, inPlural: boolean): [Exclude<MessagePart, string>, number] {
  const head = /^\s*([\w.]+)\s*(?:,\s*(number|plural|select)\s*)?(,|\})/.exec(pattern.slice(start));
  if (!head) throw new SyntaxError(`Bad argument at ${start} in "${pattern}"`);
  const [whole, arg, kind = 'value', after] = head;
  let i = start + whole.length;
  const options: MessageOptions = {};
  if (after === '}') return [kind === 'number' ? [arg, kind] : [arg], i];
  if (kind !== 'plural' && kind !== 'select') throw new SyntaxError(`Unknown argument type in "${pattern}"`);
  for (;;) {
    const key = /^\s*(=?[\w-]+)\s*\{|^\s*\}/.exec(pattern.slice(i));
    if (!key) throw new SyntaxError(`Bad option at ${i} in "${pattern}"`);
    i += key[0].length;
    if (!key[1]) return [[arg, kind, options], i];
    // `#` is the count in a plural's options, and in a select's inside one.
    const [nodes, end] = parseNodes(pattern, i, kind === 'plural' || inPlural);
    options[key[1]] = nodes;
    i = end + 1;
  }
}

/** `pattern` parsed once, ready for `renderMessage`: its text alone when it has no argument. */
export function compileMessage(pattern: string): CompiledMessage {
  const parts = parseNodes(pattern, 0, false)[0];
  return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
}

/** `pattern` with `values` put in; plural forms and numbers follow `locale`. */
export const formatMessage = (pattern: string, values: MessageValues = {}, locale = 'en-US'): string =>
  renderMessage(compileMessage(pattern), values, locale);
