// Types the <podspot-*> custom elements in templates (sdk/README.md, Vue).
import type {} from '@podspot/js/vue';
