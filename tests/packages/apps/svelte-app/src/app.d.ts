// The <podspot-*> elements, typed for svelte-check from @podspot/js's custom-elements.json (sdk/README.md#svelte).
/// <reference types="@podspot/js/svelte" />
