// The Vue declarations of the elements (vue.ts) against custom-elements.json, both read from the same types: every
// attribute (as the property vue-tsc checks) and every event of each element, no more and no fewer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { customElementsManifest } from '../../../scripts/pack/lib/custom-elements-manifest.mjs';
import { WIDGETS } from '../../core/widget-names';

const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'podspot-vue-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Per tag, the attribute and event names the Vue declarations give, read by the type checker. */
function vueDeclarations(): Record<string, { attributes: string[]; events: string[] }> {
  const probe = join(dir, 'probe.ts');
  const vue = resolve(root, 'sdk/embed/js/vue');
  writeFileSync(
    probe,
    `import type { PodspotVueElementAttributes, PodspotVueElementEvents } from ${JSON.stringify(vue)};
import type { WidgetName } from ${JSON.stringify(resolve(root, 'sdk/core/widget-names'))};
export type Probe = { [N in WidgetName as \`podspot-\${N}\`]: { attributes: keyof PodspotVueElementAttributes<N>; events: keyof PodspotVueElementEvents<N> } };
`,
  );
  const program = ts.createProgram([probe], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(probe)!;
  const alias = file.statements.find(ts.isTypeAliasDeclaration)!;
  const names = (type: ts.Type) =>
    (type.isUnion() ? type.types : [type]).map((t) => String((t as ts.StringLiteralType).value)).sort();
  const of = (type: ts.Type, key: string) =>
    checker.getTypeOfSymbolAtLocation(checker.getPropertyOfType(type, key)!, alias);
  return Object.fromEntries(
    checker.getPropertiesOfType(checker.getTypeAtLocation(alias.name)).map((tag) => {
      const entry = checker.getTypeOfSymbolAtLocation(tag, alias);
      return [tag.name, { attributes: names(of(entry, 'attributes')), events: names(of(entry, 'events')) }];
    }),
  );
}

describe('@podspot/js/vue', () => {
  it('declares each element with the properties and events custom-elements.json lists', async () => {
    const manifest = await customElementsManifest(root);
    const fromManifest = Object.fromEntries(
      manifest.modules[0].declarations.map((d) => [
        d.tagName,
        { attributes: d.members.map((m) => m.name).sort(), events: d.events.map((e) => e.name).sort() },
      ]),
    );
    expect(Object.keys(fromManifest)).toHaveLength(WIDGETS.length);
    expect(vueDeclarations()).toEqual(fromManifest);
  }, 60_000); // two TypeScript programs: a few seconds each on a busy machine
});
