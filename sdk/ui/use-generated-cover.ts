import { useEffect, useState } from 'react';
import type * as Cover from './generated-cover';

type CoverModule = typeof Cover;

// The generated cover's code (its pixel font and stroke geometry, about 1.2 KB gzip) is a chunk of its own, loaded the
// first time a podcast has no image: most pages never need it (docs/performance.md).
let loading: Promise<CoverModule> | null = null;
let loaded: CoverModule | null = null;

/** The generated cover's component once `needed` has been true and its chunk has arrived; null until then. */
export function useGeneratedCover(needed: boolean): CoverModule['GeneratedCover'] | null {
  const [module, setModule] = useState<CoverModule | null>(loaded);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    (loading ??= import('./generated-cover'))
      .then((m) => {
        loaded = m;
        if (live) setModule(m);
      })
      // A chunk that fails to load leaves the plain placeholder; the next Artwork that needs it tries again.
      .catch(() => (loading = null));
    return () => {
      live = false;
    };
  }, [needed, module]);
  return module?.GeneratedCover ?? null;
}
