/**
 * Messages for the developer embedding Podspot, never for the user: one console line per cause, prefixed `[Podspot]`,
 * ending with the section of the SDK guide's Troubleshooting that explains the fix (sdk/README.md#troubleshooting).
 */
export const GUIDE = 'sdk/README.md';

const said = new Set<string>();

/** Warns once per distinct message for the page's life: a widget re-rendering does not repeat it. `section`: an anchor. */
export function warnOnce(message: string, section: string): void {
  const line = `[Podspot] ${message} See ${GUIDE}#${section}`;
  if (said.has(line)) return;
  said.add(line);
  console.warn(line);
}

/** A value as a developer would recognise it in a message: strings quoted, objects by their keys. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return value ? `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` : 'an empty string';
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length ? `an object with keys ${keys.map((k) => `\`${k}\``).join(', ')}` : 'an empty object';
  }
  return String(value);
}
