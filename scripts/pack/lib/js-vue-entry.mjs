// The ./vue entry of @podspot/js: the <podspot-*> elements typed for Vue templates (sdk/embed/js/vue.ts). Its
// JavaScript is an empty module, so that `import '@podspot/js/vue'` also runs; its types augment 'vue', an optional
// peer (only a Vue project imports this entry).
import { dualExport } from './bundle.mjs';

export const VUE = {
  entries: { vue: 'sdk/embed/js/vue.ts' },
  external: ['vue'],
  exports: { './vue': dualExport('vue') },
  manifest: { peerDependencies: { vue: '^3.3' }, peerDependenciesMeta: { vue: { optional: true } } },
};
