// The <podspot-*> elements, typed for svelte-check from @podspot/js's custom-elements.json (sdk/README.md, Svelte 5).
/// <reference types="@podspot/js/svelte" />
