import type { PodspotEvent, PodspotEvents, PodspotEventType } from '../public-types';

type Listener = (detail: never) => void;

/**
 * An instance's event channel: `onEvent`, `on()` listeners and DOM `podspot:<type>` events, plus settings changes.
 * `emit` also calls `callback` (a widget's own lifecycle prop) with the detail, when given.
 */
export function createInstanceEvents(onEvent?: (event: PodspotEvent) => void) {
  const listeners = new Map<PodspotEventType, Set<Listener>>();
  const settingsListeners = new Set<() => void>();
  // A host's listener that throws must not break the widget that emitted, nor the host page.
  const safely = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      setTimeout(() => console.error('[Podspot] a listener threw', error));
    }
  };
  return {
    emit<K extends PodspotEventType>(type: K, detail: PodspotEvents[K], from: Element, callback?: unknown) {
      safely(() => onEvent?.({ type, detail } as PodspotEvent));
      safely(() => (callback as ((d: PodspotEvents[K]) => void) | undefined)?.(detail));
      for (const listener of listeners.get(type) ?? [])
        safely(() => (listener as (d: PodspotEvents[K]) => void)(detail));
      safely(() => from.dispatchEvent(new CustomEvent(`podspot:${type}`, { detail, bubbles: true, composed: true })));
    },
    on<K extends PodspotEventType>(type: K, listener: (detail: PodspotEvents[K]) => void) {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(listener as Listener);
      return () => void set.delete(listener as Listener);
    },
    /** The host context's `subscribe` (sdk/embed/contract.ts): the widgets' appearance and locale changed. */
    subscribe(listener: () => void) {
      settingsListeners.add(listener);
      return () => void settingsListeners.delete(listener);
    },
    /** Runs the `subscribe` listeners: `update` changed the appearance or the locale. */
    changed() {
      for (const listener of settingsListeners) safely(listener);
    },
    clear() {
      listeners.clear();
    },
  };
}
