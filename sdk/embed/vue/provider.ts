import {
  camelize,
  defineComponent,
  inject,
  onMounted,
  onUnmounted,
  onUpdated,
  provide,
  shallowRef,
  type InjectionKey,
  type ShallowRef,
} from 'vue';
import { shallowEqual } from '../../core/shallow-equal';
import { loadPodspot, type PodspotInstance, type PodspotOptions } from '../js/index';

/** The provider's instance, as the widgets below it inject it: `null` until the SDK has loaded. */
export const PODSPOT_INSTANCE: InjectionKey<Readonly<ShallowRef<PodspotInstance | null>>> = Symbol('podspot');

/**
 * The instance of the `PodspotProvider` above (`on`, `update`, `mount`), as a ref: `null` while the SDK loads, and
 * always `null` outside a provider.
 */
export const usePodspot = (): Readonly<ShallowRef<PodspotInstance | null>> =>
  inject(PODSPOT_INSTANCE, null) ?? shallowRef(null);

export type PodspotProviderProps = PodspotOptions & {
  /**
   * The loader script's URL. Default: the loader of the installed @podspot/js version, with its SRI hash
   * (`loadPodspot()`). Read when the provider mounts: to change it, remount the provider (a new `key`).
   */
  scriptSrc?: string;
  /** The Subresource Integrity hash of `scriptSrc` (`sha384-…`, from `/sdk/manifest.json`). Default: none. */
  scriptIntegrity?: string;
};

/**
 * Loads the SDK once (in the browser, after mount) and creates one instance for the widgets below it; destroys it on
 * unmount. Takes the options of `Podspot.init` (`:fetch-token`, `@event` for `onEvent`). `appearance` and `locale`
 * changes apply at once (`appearance` compared key by key, so an inline object is fine); `fetchToken` and `onEvent` may
 * change freely (the latest is called); the other options are read at mount. Renders its default slot.
 */
export const PodspotProvider = defineComponent<PodspotProviderProps>(
  (_, { attrs, slots }) => {
    const instance = shallowRef<PodspotInstance | null>(null);
    provide(PODSPOT_INSTANCE, instance);
    // Attributes, not declared props: init checks the options itself, and a new option needs nothing here.
    const options = () =>
      Object.fromEntries(Object.entries(attrs).map(([key, value]) => [camelize(key), value])) as PodspotProviderProps;
    let alive = true;
    let applied: Pick<PodspotOptions, 'appearance' | 'locale'> = {};

    const report = (error: unknown) => {
      console.error(error);
      options().onEvent?.({ type: 'error', detail: { message: String((error as Error)?.message ?? error) } });
    };
    onMounted(() => {
      const { scriptSrc, scriptIntegrity, ...given } = options();
      loadPodspot(scriptSrc ? { src: scriptSrc, integrity: scriptIntegrity } : {}).then((Podspot) => {
        if (!alive || !Podspot) return;
        try {
          instance.value = Podspot.init({
            ...given,
            // Not a function: passed as given, so that init says what to fix.
            fetchToken: typeof given.fetchToken === 'function' ? () => options().fetchToken() : given.fetchToken,
            onEvent: (event) => options().onEvent?.(event),
          });
          applied = { appearance: given.appearance, locale: given.locale };
        } catch (error) {
          report(error); // the options cannot work: init said what to fix
        }
      }, report);
    });
    onUpdated(() => {
      const { appearance, locale } = options();
      if (!instance.value || (shallowEqual(applied.appearance, appearance) && applied.locale === locale)) return;
      applied = { appearance, locale };
      instance.value.update({ appearance, locale });
    });
    onUnmounted(() => {
      alive = false;
      instance.value?.destroy();
    });
    return () => slots.default?.();
  },
  { name: 'PodspotProvider', inheritAttrs: false },
);
