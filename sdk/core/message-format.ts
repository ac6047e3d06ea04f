// The widgets' messages in the subset of ICU MessageFormat their catalogues use: `{name}`, `{n, number}`,
// `{n, plural, =0 {…} one {…} other {…}}` with `#`, `{x, select, a {…} other {…}}` and ICU's apostrophe quoting.
// Every message of every catalogue is checked against intl-messageformat (sdk/core/message-format.test.ts); this is
// about 0.5 KB where that library is 10 KB gzip (docs/decisions/0026-widget-messages-icu-subset.md).

/** A value a message can show. */
export type MessageValue = string | number;
export type MessageValues = Record<string, MessageValue>;

type Node = string | { arg: string; kind: 'value' | 'number' | 'plural' | 'select'; options: Record<string, Node[]> };

const cache = new Map<string, Node[]>();

/** Parses `pattern` from `i`, up to an unmatched `}` (inside an option) or the end. */
function parseNodes(pattern: string, start: number, inPlural: boolean): [Node[], number] {
  const nodes: Node[] = [];
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
      nodes.push({ arg: '#', kind: 'number', options: {} });
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
function parseArgument(pattern: string, start: number, inPlural: boolean): [Exclude<Node, string>, number] {
  const head = /^\s*([\w.]+)\s*(?:,\s*(number|plural|select)\s*)?(,|\})/.exec(pattern.slice(start));
  if (!head) throw new SyntaxError(`Bad argument at ${start} in "${pattern}"`);
  const [whole, arg, kind = 'value', after] = head;
  let i = start + whole.length;
  const options: Record<string, Node[]> = {};
  if (after === '}') return [{ arg, kind: kind as 'value' | 'number', options }, i];
  if (kind !== 'plural' && kind !== 'select') throw new SyntaxError(`Unknown argument type in "${pattern}"`);
  for (;;) {
    const key = /^\s*(=?[\w-]+)\s*\{|^\s*\}/.exec(pattern.slice(i));
    if (!key) throw new SyntaxError(`Bad option at ${i} in "${pattern}"`);
    i += key[0].length;
    if (!key[1]) return [{ arg, kind, options }, i];
    // `#` is the count in a plural's options, and in a select's inside one.
    const [nodes, end] = parseNodes(pattern, i, kind === 'plural' || inPlural);
    options[key[1]] = nodes;
    i = end + 1;
  }
}

export function parseMessage(pattern: string): Node[] {
  let nodes = cache.get(pattern);
  if (!nodes) cache.set(pattern, (nodes = parseNodes(pattern, 0, false)[0]));
  return nodes;
}

const plurals = new Map<string, Intl.PluralRules>();
const pluralOf = (locale: string, n: number) => {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
};

function render(nodes: Node[], values: MessageValues, locale: string, count?: number): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    const value = node.arg === '#' ? count : values[node.arg];
    if (node.kind === 'value') out += String(value ?? '');
    else if (node.kind === 'number') out += typeof value === 'number' ? value.toLocaleString(locale) : String(value);
    else if (node.kind === 'select')
      out += render(node.options[String(value)] ?? node.options.other ?? [], values, locale, count);
    else {
      const n = Number(value);
      const branch = node.options[`=${n}`] ?? node.options[pluralOf(locale, n)] ?? node.options.other ?? [];
      out += render(branch, values, locale, n);
    }
  }
  return out;
}

/** `pattern` with `values` put in; plural forms and numbers follow `locale`. */
export const formatMessage = (pattern: string, values: MessageValues = {}, locale = 'en-US'): string =>
  render(parseMessage(pattern), values, locale);
