import { relative, sep } from 'node:path';

/**
 * The console's chunks by area, so a page arrives in a few files instead of two dozen small ones (over HTTP/1.1 a
 * browser opens six connections per origin, and the rest queue). The entry's modules stay in `main`; what a lazily loaded
 * page or the frame imports goes to `area-<name>` when one area uses it, to `shared` when several do, and to `common`
 * when sign-in pages share it with areas. What only Earn and Advertise share (their insights pages' charts, filters and
 * tables: about 9 KB gzip) is `shared-earn-advertise`, so that billing, settings and onboarding do not download it; modules only sign-in pages use are split as rollup likes, so /login loads
 * little more than before. Modules reached only through another import() (uPlot, the HTML sanitiser) stay lazy.
 */
export function consoleChunks({ vendor, lazyOnly }) {
  let groups = null;
  const areaOf = (id) => {
    const path = relative(process.cwd(), id).split(sep).join('/');
    if (path === 'console/app/frame.tsx') return 'frame';
    return /^console\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
  };
  const closure = (roots, getModuleInfo) => {
    const seen = new Set();
    const visit = (id) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const assign = (getModuleInfo, getModuleIds) => {
    const ids = [...getModuleIds()];
    const lazyRoots = ids.filter((id) => getModuleInfo(id)?.dynamicImporters.length && areaOf(id));
    // The entry is named too: left out, its modules would form a second `main` chunk, one more request for /login.
    // (Rollup then writes an empty `import"./main-….js"` into the chunk itself: the module map makes it a no-op.)
    const app = closure(
      ids.filter((id) => getModuleInfo(id)?.isEntry),
      getModuleInfo,
    );
    const users = new Map();
    for (const area of new Set(lazyRoots.map(areaOf))) {
      for (const id of closure(
        lazyRoots.filter((r) => areaOf(r) === area),
        getModuleInfo,
      )) {
        if (!app.has(id)) users.set(id, (users.get(id) ?? new Set()).add(area));
      }
    }
    // Every module is named: rollup would pull an unnamed one into the chunk of whichever named module imports it.
    const name = (areas) => {
      if (areas.size === 2 && areas.has('earn') && areas.has('advertise')) return 'shared-earn-advertise';
      if (!areas.has('auth')) return areas.size === 1 ? `area-${[...areas][0]}` : 'shared';
      return areas.size === 1 ? undefined : 'common'; // sign-in pages split as rollup likes; `common` also serves areas
    };
    /** @type {Map<string, string | undefined>} */
    const chunks = new Map([...app].map((id) => [id, 'main']));
    for (const [id, areas] of users) chunks.set(id, name(areas));
    return chunks;
  };
  return {
    plugin: { name: 'console-chunks', buildStart: () => void (groups = null) },
    manualChunks(id, { getModuleInfo, getModuleIds }) {
      if (lazyOnly.test(id)) return 'uplot';
      if (vendor.test(id)) return 'vendor';
      groups ??= assign(getModuleInfo, getModuleIds);
      return groups.get(id);
    },
  };
}
