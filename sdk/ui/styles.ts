/** One constructable sheet per distinct CSS text, shared by every root that adopts it. */
const sheets = new Map<string, CSSStyleSheet>();
const canConstruct = (() => {
  try {
    return (
      typeof CSSStyleSheet !== 'undefined' &&
      'replaceSync' in CSSStyleSheet.prototype &&
      'adoptedStyleSheets' in Document.prototype
    );
  } catch {
    return false;
  }
})();

export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds styles to a shadow root or the document. Constructable sheets pass a strict `style-src 'self'` CSP;
 * a `<style>` element is the fallback where they are not supported.
 */
export function adoptStyles(root: Document | ShadowRoot, ...cssTexts: string[]) {
  if (canConstruct) {
    const wanted = cssTexts.map(sheetFor).filter((s) => !root.adoptedStyleSheets.includes(s));
    if (wanted.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...wanted];
    return;
  }
  const parent = root instanceof Document ? root.head : root;
  for (const css of cssTexts) {
    if ([...parent.querySelectorAll('style')].some((s) => s.textContent === css)) continue;
    const style = document.createElement('style');
    style.textContent = css;
    parent.appendChild(style);
  }
}

/** A root's own sheet whose rules are replaced on each call (the theme of one mounted widget). */
export function replaceOwnSheet(root: ShadowRoot, current: CSSStyleSheet | HTMLStyleElement | null, css: string) {
  if (canConstruct) {
    const sheet = current instanceof CSSStyleSheet ? current : new CSSStyleSheet();
    sheet.replaceSync(css);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return sheet;
  }
  const style = current instanceof HTMLStyleElement ? current : root.appendChild(document.createElement('style'));
  style.textContent = css;
  return style;
}
