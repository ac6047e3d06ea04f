import { createHash } from 'node:crypto';

/**
 * Feature areas drawn inside the frame (console/app/router.tsx), each at `/<area>/…` (console/lib/paths.ts), and the
 * chunk names console-chunks.mjs gives them. Paths of other areas (sign-in, onboarding) preload nothing extra.
 */
const FRAMED_AREAS = ['earn', 'advertise', 'settings', 'billing'];

/**
 * A tiny module script that runs as soon as it arrives (async, no imports) and adds `modulepreload` links for the
 * chunks the current path's page needs: its area chunk, the frame's chunk and what they import (`shared`, `common`).
 * Without it those are discovered only once the entry has run and the area chunk has arrived (two round trips later).
 * Answers the script's source, or null when the build has no area chunks.
 */
export function routePreloadSource(bundle, alreadyPreloaded) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byName = (name) => chunks.find((c) => c.name === name);
  const closure = (chunk, seen = new Set()) => {
    if (!chunk || seen.has(chunk.fileName) || alreadyPreloaded.has(chunk.fileName)) return seen;
    seen.add(chunk.fileName);
    for (const f of chunk.imports) closure(bundle[f], seen);
    return seen;
  };
  const map = {};
  for (const area of FRAMED_AREAS) {
    const chunk = byName(`area-${area}`);
    if (!chunk) continue;
    const files = closure(chunk, closure(byName('area-frame')));
    map[area] = [...files].map((f) => `/${f}`);
  }
  if (!Object.keys(map).length) return null;
  return (
    `const m=${JSON.stringify(map)}[location.pathname.split('/')[1]]||[];` +
    `for(const h of m){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}\n`
  );
}

/** `assets/route-preload-<hash>.js` for a source. */
export const routePreloadFileName = (source) =>
  `assets/route-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
