/** Every widget the SDK ships; the loader, the custom elements and the React wrapper all derive from this list. */
export const WIDGETS = ['opportunities-inbox', 'go-live-uploader', 'earnings-card', 'spend-table'] as const;
/** A widget's name, as `mount` and the custom elements (`podspot-<name>`) take it. */
export type WidgetName = (typeof WIDGETS)[number];
