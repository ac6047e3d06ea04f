// What the widgets run to show a message: the message arrives already parsed (English by the build,
// scripts/rollup/compiled-messages.mjs; other catalogues by the lazy chunk that fetches them), so no parser ships in an
// English host download (docs/decisions/0029-english-messages-compiled-at-build.md).

/** A value a message can show. */
export type MessageValue = string | number;
export type MessageValues = Record<string, MessageValue>;

/**
 * One piece of a parsed message: text, or an argument `[name, kind, options]` — no kind is `{name}`; `#` is the count
 * of the plural around it; `plural` and `select` pick an option by key.
 */
export type MessagePart = string | [arg: string, kind?: 'number' | 'plural' | 'select', options?: MessageOptions];
export type MessageOptions = Record<string, MessagePart[]>;
/** A parsed message: its text when it has no argument, else its parts. */
export type CompiledMessage = string | MessagePart[];

const plurals = new Map<string, Intl.PluralRules>();
const pluralOf = (locale: string, n: number) => {
  let rules = plurals.get(locale);
  if (!rules) plurals.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
};

function render(parts: MessagePart[], values: MessageValues, locale: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const [arg, kind, options = {}] = part;
    const value = arg === '#' ? count : values[arg];
    if (!kind) out += String(value ?? '');
    else if (kind === 'number') out += typeof value === 'number' ? value.toLocaleString(locale) : String(value);
    else if (kind === 'select') out += render(options[String(value)] ?? options.other ?? [], values, locale, count);
    else {
      const n = Number(value);
      out += render(options[`=${n}`] ?? options[pluralOf(locale, n)] ?? options.other ?? [], values, locale, n);
    }
  }
  return out;
}

/** A parsed message with `values` put in; plural forms and numbers follow `locale`. */
export const renderMessage = (message: CompiledMessage, values: MessageValues = {}, locale = 'en-US'): string =>
  typeof message === 'string' ? message : render(message, values, locale);
