import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useRef, useState } from './react-hooks';
import { loadPodspot, type PodspotInstance, type PodspotOptions } from '../js/index';
import { releaseSoon, type Held } from './keep-through-strict-mode';
import { shallowEqual } from '../../core/shallow-equal';
import { useShallowStable } from './shallow';

/**
 * The instance the widgets below a `PodspotProvider` mount through: `null` until the SDK has loaded, `undefined` with
 * no provider above (a mistake the widgets report).
 */
export const PodspotContext = createContext<PodspotInstance | null | undefined>(undefined);

/** The `PodspotProvider`'s instance (`on`, `update`, `mount`); `null` while the SDK loads, or outside a provider. */
export const usePodspot = (): PodspotInstance | null => useContext(PodspotContext) ?? null;

export type PodspotProviderProps = PodspotOptions & {
  /**
   * The loader script's URL. Default: the loader of the installed @podspot/js version, with its SRI hash
   * (`loadPodspot()`). Read when the provider mounts: to change it, remount the provider (a new `key`).
   */
  scriptSrc?: string;
  /** The Subresource Integrity hash of `scriptSrc` (`sha384-…`, from `/sdk/manifest.json`). Default: none. */
  scriptIntegrity?: string;
  children?: ReactNode;
};

type Created = Held & { instance: PodspotInstance | null };
type Settings = Pick<PodspotOptions, 'appearance' | 'locale'>;

/**
 * Loads the SDK once and creates one instance for the widgets below it; destroys it on unmount. `appearance` and
 * `locale` changes apply at once; `fetchToken` and `onEvent` may change identity freely (the latest is called);
 * `apiBase`, `scriptSrc` and `scriptIntegrity` are read at mount.
 */
export function PodspotProvider({ scriptSrc, scriptIntegrity, children, ...options }: PodspotProviderProps) {
  const [instance, setInstance] = useState<PodspotInstance | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const created = useRef<Created | null>(null);
  const applied = useRef<Settings | null>(null);

  useEffect(() => {
    const destroy = (gone: Created) => {
      gone.instance?.destroy();
      if (created.current === gone) created.current = null;
    };
    const kept = created.current;
    if (kept) {
      kept.held = true; // StrictMode's second run: the same instance
      return () => releaseSoon(kept, destroy);
    }
    const own: Created = { held: true, instance: null };
    created.current = own;
    const report = (error: unknown) => {
      console.error(error);
      latest.current.onEvent?.({ type: 'error', detail: { message: String((error as Error)?.message ?? error) } });
    };
    loadPodspot(scriptSrc ? { src: scriptSrc, integrity: scriptIntegrity } : {}).then((Podspot) => {
      if (!own.held || !Podspot) return;
      try {
        own.instance = Podspot.init({
          ...latest.current,
          fetchToken: () => latest.current.fetchToken(),
          onEvent: (event) => latest.current.onEvent?.(event),
        });
        applied.current = { appearance: latest.current.appearance, locale: latest.current.locale };
        setInstance(own.instance);
      } catch (error) {
        report(error); // the options cannot work: init said what to fix
      }
    }, report);
    return () => releaseSoon(own, destroy);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the script and the instance are set up once per provider
  }, []);

  // Compared key by key: hosts often write `appearance` as a new object literal on every render.
  const appearance = useShallowStable(options.appearance);
  const { locale } = options;
  useEffect(() => {
    const last = applied.current;
    if (!instance || (last && shallowEqual(last.appearance, appearance) && last.locale === locale)) return;
    applied.current = { appearance, locale };
    instance.update({ appearance, locale });
  }, [instance, appearance, locale]);

  return <PodspotContext.Provider value={instance}>{children}</PodspotContext.Provider>;
}
