const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside an open modal: from its last control Tab goes to the first, and Shift+Tab from the first to the last.
 * A modal `<dialog>` makes the page behind it inert but still lets Tab leave for the browser's own toolbar, which a
 * keyboard user takes for focus lost (docs/behaviour/sdk-widgets.md, Dialogs).
 */
export function wrapTab(event: { key: string; shiftKey: boolean; preventDefault(): void }, modal: HTMLElement) {
  if (event.key !== 'Tab') return;
  // Controls that take no space (collapsed, display: none) are skipped by Tab too.
  const stops = [...modal.querySelectorAll<HTMLElement>(TABBABLE)].filter((e) => e.getClientRects().length > 0);
  if (!stops.length) return;
  const active = (modal.getRootNode() as Document | ShadowRoot).activeElement;
  const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
  if (active !== edge && modal.contains(active)) return;
  event.preventDefault();
  (event.shiftKey ? stops[stops.length - 1] : stops[0]).focus();
}
