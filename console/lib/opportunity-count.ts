/**
 * Tells every place that shows the number of offered opportunities (the side navigation's badge) that it changed:
 * the inbox pages call `opportunitiesChanged()` after an accept, a reject or an undo was answered, so the badge
 * follows the page's heading without a reload (docs/behaviour/frame.md#side-navigation).
 */
const listeners = new Set<() => void>();

export function opportunitiesChanged() {
  for (const listener of listeners) listener();
}

export function onOpportunitiesChanged(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
