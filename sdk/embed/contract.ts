import type { PodspotEvents, PodspotEventType } from '../core/events';
import type { Appearance, PodspotOptions, WidgetHandle } from './public-types';

// The loader (a classic script) and the widget chunks (ESM) are built apart: these two types are all they share.

/** What the loader hands each widget chunk: the instance's settings and its event channel. */
export type HostContext = {
  apiBase: string;
  fetchToken: () => Promise<string>;
  getAppearance(): Appearance;
  /** The `locale` option as given (the widget runtime resolves it); undefined: the browser's languages. */
  getLocale(): string | undefined;
  /** Called when appearance or locale change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  emit<K extends PodspotEventType>(type: K, detail: PodspotEvents[K], from: Element): void;
  /** One object per instance: widget chunks cache the instance's API client on it. */
  key: object;
  /** The answer of a first call the loader started for this GET (by `requestKey`), if any; taken once. */
  early?: (key: string) => Promise<Response> | undefined;
  /** The options `init` was given, as given: the runtime reads `tokenTimeout` and warns about unknown ones. */
  options?: PodspotOptions;
};

/**
 * What each widget chunk exports: the loader calls `mountWidget` on the widget's first mount. `owner` is the handle
 * `mount` returned: the widget unmounts through it when its element leaves the document, so the loader lets go too.
 */
export type WidgetModule = {
  mountWidget(target: Element, props: object, host: HostContext, owner?: WidgetHandle): WidgetHandle;
};
