// As sdk/README.md (Svelte 5) says: Podspot's events are `podspot:<type>`, so a handler is `onpodspot:select={…}`, an
// event attribute with a colon, which Svelte warns about in case it was meant as a directive.
export default {
  compilerOptions: {
    warningFilter: (warning) => warning.code !== 'attribute_illegal_colon',
  },
};
