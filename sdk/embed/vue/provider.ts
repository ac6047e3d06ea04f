import {
  defineComponent,
  inject,
  onMounted,
  onUnmounted,
  provide,
  shallowRef,
  watch,
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

const PROVIDER_PROPS = [
  'fetchToken',
  'apiBase',
  'appearance',
  'locale',
  'onEvent',
  'tokenTimeout',
  'scriptSrc',
  'scriptIntegrity',
] as const satisfies readonly (keyof PodspotProviderProps)[];
/** Fails to compile when `Podspot.init` gains an option the provider does not declare. */
type EveryOption<T extends never> = T;
type _EveryOptionListed = EveryOption<Exclude<keyof PodspotProviderProps, (typeof PROVIDER_PROPS)[number]>>;

/**
 * Loads the SDK once (in the browser, after mount) and creates one instance for the widgets below it; destroys it on
 * unmount. `appearance` and `locale` changes apply at once (`appearance` compared key by key, so an inline object is
 * fine); `fetchToken` and `onEvent` (`@event`) may change freely (the latest is called); `apiBase`, `tokenTimeout`,
 * `scriptSrc` and `scriptIntegrity` are read at mount. Renders its default slot.
 */
export const PodspotProvider = defineComponent<PodspotProviderProps>(
  (props, { slots }) => {
    const instance = shallowRef<PodspotInstance | null>(null);
    provide(PODSPOT_INSTANCE, instance);
    let alive = true;
    let applied: Pick<PodspotOptions, 'appearance' | 'locale'> = {};

    const report = (error: unknown) => {
      console.error(error);
      props.onEvent?.({ type: 'error', detail: { message: String((error as Error)?.message ?? error) } });
    };
    onMounted(() => {
      const { scriptSrc, scriptIntegrity } = props;
      loadPodspot(scriptSrc ? { src: scriptSrc, integrity: scriptIntegrity } : {}).then((Podspot) => {
        if (!alive || !Podspot) return;
        const given = Object.entries(props).filter(([key, value]) => value !== undefined && !key.startsWith('script'));
        try {
          instance.value = Podspot.init({
            ...Object.fromEntries(given),
            // Not a function: passed as given, so that init says what to fix.
            fetchToken: typeof props.fetchToken === 'function' ? () => props.fetchToken() : props.fetchToken,
            onEvent: (event) => props.onEvent?.(event),
          });
          applied = { appearance: props.appearance, locale: props.locale };
        } catch (error) {
          report(error); // the options cannot work: init said what to fix
        }
      }, report);
    });
    watch([() => props.appearance, () => props.locale], ([appearance, locale]) => {
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
  {
    name: 'PodspotProvider',
    props: Object.fromEntries(PROVIDER_PROPS.map((prop) => [prop, { default: undefined }])) as never,
  },
);
