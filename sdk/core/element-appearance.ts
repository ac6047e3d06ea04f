/**
 * What one element's widget is drawn with: its instance's appearance, with the element's own (`el.appearance`, a
 * property of `<podspot-*>`) over it key by key. An own value that is not a plain object cannot be read: it is left
 * out, and `warning` says so (the instance's appearance applies alone). Unset (`undefined` or `null`): the instance's.
 */
export function withOwnAppearance<A extends object>(instance: A, own: unknown): { appearance: A; warning?: string } {
  if (own === undefined || own === null) return { appearance: instance };
  if (typeof own !== 'object' || Array.isArray(own))
    return {
      appearance: instance,
      warning: `the \`appearance\` property of a <podspot-*> element must be an object of appearance tokens (el.appearance = { colorPrimary: '#0b6e4f' }), got ${Array.isArray(own) ? 'an array' : typeof own}; it is ignored.`,
    };
  return { appearance: { ...instance, ...own } };
}
