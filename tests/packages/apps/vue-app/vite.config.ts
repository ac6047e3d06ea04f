import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// As sdk/README.md says: the <podspot-*> tags are custom elements, not Vue components.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('podspot-') } } })],
  build: { outDir: 'dist', minify: false },
});
