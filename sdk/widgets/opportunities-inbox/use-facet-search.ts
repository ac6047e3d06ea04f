import { useEffect, useState } from 'react';
import type { FacetSearchSelect } from './facet-search-select';

type Loaded = typeof FacetSearchSelect;
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
const load = () =>
  (loading ??= import('./facet-search-select').then(
    (module) => (loaded = module.FacetSearchSelect),
    (error: unknown) => {
      loading = null; // tried again by the next filter that needs it
      throw error;
    },
  ));

/**
 * The searchable filter, whose code (a chunk of its own with SearchSelect, about 3 KB gzip) is fetched once `wanted`
 * (a long list) first needs it, so an inbox whose lists are short never downloads it. Null until it has loaded, and
 * where it cannot load: the caller draws a native select of the choices it has meanwhile.
 */
export function useFacetSearch(wanted: boolean): Loaded | null {
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
