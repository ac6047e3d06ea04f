// CSS written once, imported as text: adopted into shadow roots (SDK) or the document (console).
declare module '*.css?raw' {
  const css: string;
  export default css;
}

// Each widget chunk's static imports (paths relative to the loader's folder) by widget name, filled in by the build.
declare module 'virtual:widget-imports' {
  const imports: Partial<Record<string, string[]>>;
  export default imports;
  /** The imports every widget chunk shares (the runtime chunk). */
  export const everyWidget: string[];
}

// Each locale catalogue file's Subresource Integrity hash by tag, filled in by the widget build
// (scripts/rollup/locale-files.mjs); undefined where nothing builds the code (the unit tests).
declare const __PODSPOT_LOCALE_FILES__: Record<string, string> | undefined;
