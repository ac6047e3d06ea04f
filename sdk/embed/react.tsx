import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { WidgetName } from '../core/widget-names';
import type { PodspotInstance, PodspotOptions, WidgetProps } from './public-types';

type PodspotGlobal = { init(options: PodspotOptions): PodspotInstance };
const PodspotContext = createContext<PodspotInstance | null>(null);
const scripts = new Map<string, Promise<PodspotGlobal>>();

/** Adds the loader's script tag once per URL and resolves with `window.Podspot`. */
function loadPodspot(src: string, integrity?: string): Promise<PodspotGlobal> {
  const existing = (window as unknown as { Podspot?: PodspotGlobal }).Podspot;
  if (existing) return Promise.resolve(existing);
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      if (integrity) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      script.async = true;
      script.onload = () => resolve((window as unknown as { Podspot: PodspotGlobal }).Podspot);
      script.onerror = () => reject(new Error(`Podspot: could not load ${src}`));
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

type ProviderProps = PodspotOptions & {
  /** The loader's URL, e.g. `https://podspot.example/sdk/podspot.js`. */
  scriptSrc: string;
  /** The loader's Subresource Integrity hash (`sha384-…`, from `/sdk/manifest.json`); the script then loads with CORS. */
  scriptIntegrity?: string;
  children: ReactNode;
};

/** Loads the SDK and creates one instance for the widgets below it; destroys it on unmount. */
export function PodspotProvider({ scriptSrc, scriptIntegrity, children, ...options }: ProviderProps) {
  const [instance, setInstance] = useState<PodspotInstance | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  useEffect(() => {
    let created: PodspotInstance | null = null;
    let live = true;
    loadPodspot(scriptSrc, scriptIntegrity).then(
      (Podspot) => {
        if (!live) return;
        created = Podspot.init({
          ...optionsRef.current,
          // Always the latest callbacks, without re-creating the instance.
          fetchToken: () => optionsRef.current.fetchToken(),
          onEvent: (event) => optionsRef.current.onEvent?.(event),
        });
        setInstance(created);
      },
      (error) => optionsRef.current.onEvent?.({ type: 'error', detail: { message: String(error.message) } }),
    );
    return () => {
      live = false;
      created?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one instance per loader URL: the loader of a URL loads once, so a new integrity alone changes nothing
  }, [scriptSrc]);
  // Compared by value: hosts often write `appearance` as a new object literal on every render.
  const appearance = JSON.stringify(options.appearance);
  const { locale } = options;
  useEffect(() => {
    instance?.update({ appearance: appearance === undefined ? undefined : JSON.parse(appearance), locale });
  }, [instance, appearance, locale]);
  return <PodspotContext.Provider value={instance}>{children}</PodspotContext.Provider>;
}

/** Mounts one widget into a div; prop changes go through `update`, unmount cleans up. */
function useWidget<N extends WidgetName>(name: N, props: WidgetProps[N]) {
  const instance = useContext(PodspotContext);
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<ReturnType<PodspotInstance['mount']> | null>(null);
  // Mounted once per instance with the props of that moment; later props go through `update`.
  const latestProps = useRef(props);
  latestProps.current = props;
  useEffect(() => {
    if (!instance || !ref.current) return;
    handle.current = instance.mount(name, ref.current, latestProps.current);
    return () => {
      handle.current?.unmount();
      handle.current = null;
    };
  }, [instance, name]);
  // Compared by value (callbacks are left out: they are handed over at mount only).
  const propsKey = JSON.stringify(props);
  useEffect(() => {
    handle.current?.update(latestProps.current);
  }, [propsKey]);
  return ref;
}

type WrapperProps<N extends WidgetName> = WidgetProps[N] & { className?: string };
const wrapper = <N extends WidgetName>(name: N) =>
  function PodspotWidget({ className, ...props }: WrapperProps<N>) {
    const ref = useWidget(name, props as WidgetProps[N]);
    return <div ref={ref} className={className} data-podspot-widget={name} />;
  };

export const EarningsCard = wrapper('earnings-card');
export const OpportunitiesInbox = wrapper('opportunities-inbox');
export const GoLiveUploader = wrapper('go-live-uploader');
export const SpendTable = wrapper('spend-table');
export type { PodspotOptions, PodspotEvent, PodspotEvents, Appearance, WidgetProps } from './public-types';
