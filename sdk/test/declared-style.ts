/** False for what `matches` refuses: pseudo-elements, at-rules. */
function matchesSafely(el: Element, selector: string) {
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
}

/**
 * The declarations of `css` whose selector matches `el`, later rules winning (no specificity, no media queries):
 * happy-dom does not compute styles from a sheet, and a visual rule such as "the box scrolls above 8 rows" has no role
 * or name to query. Read through the sheet, it holds under any consistent renaming of the classes.
 */
export function declaredStyle(el: Element, css: string): Record<string, string> {
  const style: Record<string, string> = {};
  const flat = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector, body] of flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!matchesSafely(el, selector.trim())) continue;
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) style[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
  }
  return style;
}
