import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tarball } from './fresh-project.ts';

/** A file of a packed tarball, read without unpacking it. */
const packed = (name: string, file: string) =>
  spawnSync('tar', ['-xzOf', tarball(name), `package/${file}`], { encoding: 'utf8' }).stdout;

/** The names a bundled .d.ts exports, each with the module it re-exports from ('' for its own declarations). */
const exportsOf = (dts: string) =>
  [...dts.matchAll(/^export (?:type )?\{([^}]*)\}(?: from '([^']+)')?;$/gm)].flatMap(([, names, from = '']) =>
    names.split(',').map((n) => ({ name: n.trim().split(' as ').pop()!, from })),
  );

// The public types are listed once (sdk/embed/public-types.ts); both packages re-export that list, and @podspot/react
// takes @podspot/js's declarations, never its values.
describe('the public type list in the packed .d.ts', () => {
  const js = exportsOf(packed('js', 'index.d.ts'));
  const react = exportsOf(packed('react', 'index.d.ts'));

  // The elements' DOM event map and its callback-name helper (for @podspot/js/vue) concern the plain elements only.
  const ELEMENTS_ONLY = ['loadPodspot', 'PodspotCallbackEvents', 'CallbackProp'];
  it("@podspot/react re-exports every type of @podspot/js's but the elements' event types, from @podspot/js", () => {
    const fromJs = react.filter((e) => e.from === '@podspot/js').map((e) => e.name);
    const jsTypes = js.map((e) => e.name).filter((n) => !ELEMENTS_ONLY.includes(n));
    expect(fromJs.sort()).toEqual(jsTypes.sort());
    expect(jsTypes).toEqual(
      expect.arrayContaining(['Appearance', 'PodspotGlobal', 'WidgetProps', 'LoadPodspotOptions']),
    );
  });

  it('loadPodspot is exported once, by @podspot/js', () => {
    expect(js.filter((e) => e.name === 'loadPodspot')).toHaveLength(1);
    expect(react.map((e) => e.name)).not.toContain('loadPodspot');
    expect(packed('react', 'index.d.ts')).not.toMatch(/^export \* from/m);
  });
});
