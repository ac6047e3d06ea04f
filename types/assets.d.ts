// CSS written once, imported as text: adopted into shadow roots (SDK) or the document (console).
declare module '*.css?raw' {
  const css: string;
  export default css;
}
