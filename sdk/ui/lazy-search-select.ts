import { useEffect, useState } from 'react';
import type { SearchSelect } from './search-select';

type Loaded = typeof SearchSelect;
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
const load = () =>
  (loading ??= import('./search-select').then(
    (module) => (loaded = module.SearchSelect),
    (error: unknown) => {
      loading = null; // tried again by the next select that needs it
      throw error;
    },
  ));

/**
 * `SearchSelect`, whose code (a chunk of its own, about 2.6 KB gzip) is fetched once `wanted` (a long list) first needs
 * it, so a widget whose lists are short never downloads it. Null until it has loaded, and where it cannot load: the
 * caller draws a native select of the options it has meanwhile.
 */
export function useLazySearchSelect(wanted: boolean): Loaded | null {
  const [component, setComponent] = useState<Loaded | null>(() => loaded);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    load().then(
      (c) => live && setComponent(() => c),
      () => undefined, // the native select stays
    );
    return () => {
      live = false;
    };
  }, [wanted, component]);
  return wanted ? component : null;
}
