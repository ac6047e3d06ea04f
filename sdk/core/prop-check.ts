import { describeValue } from './diagnostics';

/** What one prop accepts. `id`: a positive integer (digits in a string are taken as the number), or `all` if allowed. */
export type PropRule =
  | { type: 'enum'; values: readonly string[] }
  | { type: 'id'; all?: boolean; of: string }
  | { type: 'boolean' }
  | { type: 'string' }
  | { type: 'function' };

/** One rule per prop of a widget: a key missing from the props type, or a prop left without a rule, fails to compile. */
export type PropRules<P> = { [K in keyof Required<P>]: PropRule };

/** A prop the widget cannot use: the widget ignores it (its default applies) and the developer is told why. */
export type PropProblem = { prop: string; given: string; expected: string; unknown?: true };

const expectation = (rule: PropRule): string => {
  switch (rule.type) {
    case 'enum':
      return `one of ${rule.values.map((v) => `"${v}"`).join(', ')}`;
    case 'id':
      return `${rule.of} (a positive integer)${rule.all ? ' or "all"' : ''}`;
    case 'boolean':
      return 'true or false';
    case 'string':
      return 'a string';
    case 'function':
      return 'a function';
  }
};

/** The value the widget may use, or `invalid` when it cannot. */
function accept(rule: PropRule, value: unknown): { ok: true; value: unknown } | { ok: false } {
  switch (rule.type) {
    case 'enum':
      return rule.values.includes(value as string) ? { ok: true, value } : { ok: false };
    case 'id': {
      if (rule.all && value === 'all') return { ok: true, value };
      const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
      return Number.isSafeInteger(id) && (id as number) > 0 ? { ok: true, value: id } : { ok: false };
    }
    case 'boolean':
    case 'string':
    case 'function':
      return typeof value === rule.type ? { ok: true, value } : { ok: false };
  }
}

/**
 * Checks a widget's props against its rules before any request: what it may use, and what it must ignore and why.
 * `undefined` means "not given" (the default) and is never a problem.
 */
export function checkProps(
  rules: Record<string, PropRule>,
  props: Record<string, unknown>,
): { props: Record<string, unknown>; problems: PropProblem[] } {
  const usable: Record<string, unknown> = {};
  const problems: PropProblem[] = [];
  for (const [prop, value] of Object.entries(props)) {
    const rule = Object.hasOwn(rules, prop) ? rules[prop] : undefined;
    if (!rule) {
      problems.push({
        prop,
        given: describeValue(value),
        expected: `one of ${Object.keys(rules).join(', ')}`,
        unknown: true,
      });
      continue;
    }
    if (value === undefined) {
      usable[prop] = undefined;
      continue;
    }
    const checked = accept(rule, value);
    if (checked.ok) usable[prop] = checked.value;
    else problems.push({ prop, given: describeValue(value), expected: expectation(rule) });
  }
  return { props: usable, problems };
}
