/** Elements whose content is code or form state, not text for a reader. */
const NOT_TEXT = 'script, style, template, noscript, iframe, object, svg, math, textarea, select, button';

/** The text of untrusted HTML (parsed into an inert template: nothing runs or loads), to render as a text node. */
export function htmlToText(html: string): string {
  if (typeof document === 'undefined')
    return html
      .replace(/<[^>]*>?/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
