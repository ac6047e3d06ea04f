// CSS written once, imported as text: adopted into shadow roots (SDK) or the document (console).
declare module '*.css?raw' {
  const css: string;
  export default css;
}

// The widget chunks' shared static imports (paths relative to the loader's folder), filled in by the build.
declare module 'virtual:widget-imports' {
  const imports: string[];
  export default imports;
}
