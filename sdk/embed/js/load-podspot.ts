import type { PodspotGlobal } from '../public-types';
import { PINNED_RUNTIME } from './pinned-runtime';

/** Where `loadPodspot` takes the loader script from. */
export type LoadPodspotOptions = {
  /**
   * The loader script's URL (`https://podspot.example/sdk/v0.2.0/podspot.js`). Default: the loader of this package's
   * own version, `http://localhost:4010/sdk/v<version>/podspot.js` unless the package was packed for another origin.
   */
  src?: string;
  /**
   * The script's Subresource Integrity hash (`sha384-…`, from `/sdk/manifest.json`); with it the script loads with
   * CORS. Default: the pinned loader's hash when `src` is not given, none when it is.
   */
  integrity?: string;
};

// One script per page: every call shares the script that is loading. Once loaded, window.Podspot answers.
let loading: Promise<PodspotGlobal> | null = null;

/**
 * Adds the Podspot loader's script tag (once per page) and resolves with `window.Podspot`. Resolves `null` where there
 * is no `window` (server rendering); a `window.Podspot` already in the page is used as is. Rejects, naming the URL,
 * when the script cannot load; a later call then tries again.
 */
export function loadPodspot(options: LoadPodspotOptions = {}): Promise<PodspotGlobal | null> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve(null);
  if (window.Podspot) return Promise.resolve(window.Podspot);
  if (!loading) {
    const src = options.src ?? PINNED_RUNTIME.src;
    loading = addScript(src, options.src ? options.integrity : PINNED_RUNTIME.integrity);
    const done = () => {
      loading = null;
    };
    loading.then(done, done);
  }
  return loading;
}

function addScript(src: string, integrity?: string): Promise<PodspotGlobal> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    const fail = (why: string) => {
      script.remove(); // a later call adds a fresh tag
      reject(new Error(`Podspot: ${src} ${why}. Check the URL, the page's CSP (script-src) and the integrity hash.`));
    };
    script.onload = () => (window.Podspot ? resolve(window.Podspot) : fail('loaded but did not define window.Podspot'));
    script.onerror = () => fail('could not be loaded');
    document.head.appendChild(script);
  });
}
