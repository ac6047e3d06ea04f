import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * The markup a campaign script keeps (docs/behaviour/onboarding.md#upload-first-podspot): paragraphs, lists,
 * emphasis, line breaks, links.
 */
export const SCRIPT_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a'] as const;

/**
 * DOMPurify's allow-list for campaign scripts: no attribute but `href`, and that only as an absolute http(s) or mailto
 * address (checked after DOMPurify strips the whitespace and control characters browsers ignore in a scheme, so
 * `java&#x09;script:` and ` JaVaScRiPt:` fail too; relative and data: addresses fail). Other elements are unwrapped
 * (their text kept); script, style, svg, math, iframe, template, noscript… are dropped with their content.
 */
export const SCRIPT_HTML_CONFIG = {
  ALLOWED_TAGS: [...SCRIPT_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Form controls' text is never part of what to read aloud.
  ADD_FORBID_CONTENTS: ['textarea', 'select', 'button'],
} satisfies Config;

/** Links leave the page without handing it an opener or a referrer; web links open in a new tab, mailto: as it is. */
function secureLink(node: Element) {
  if (node.localName !== 'a') return;
  const href = node.getAttribute('href');
  if (!href) {
    node.removeAttribute('href'); // href="" would link to the page itself
    return;
  }
  node.setAttribute('rel', 'noopener noreferrer');
  if (/^https?:/i.test(href)) node.setAttribute('target', '_blank');
}

/**
 * A known sample with a disallowed element first: a DOM that DOMPurify cannot walk correctly fails it. happy-dom (the
 * unit tests' DOM) does: its Node.prototype.nodeName getter answers '' (DOMPurify reads names through it, so every
 * element counts as disallowed and is unwrapped) and its NodeIterator does not follow removals (the walk stops after
 * the first removed node and leaves the rest, event handlers included, untouched). Where the check fails, the
 * sanitiser is reported unsupported and callers show plain text instead (html-to-text.ts), never the input as markup.
 */
// No event handler in it: Chromium reports (and blocks) inline handlers even in DOMParser's inert documents when the
// page has a CSP, and the probe must not fill the console with violations.
const PROBE = { dirty: '<u>a</u><p title="t">b</p>', clean: 'a<p>b</p>' };

let purifier: DOMPurify | null | undefined;

function getPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier;
  purifier = null;
  if (typeof window === 'undefined') return null;
  const instance = createDOMPurify(window); // our own instance: hooks do not reach other users of DOMPurify
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', secureLink);
  if (instance.sanitize(PROBE.dirty, SCRIPT_HTML_CONFIG) !== PROBE.clean) return null;
  purifier = instance;
  return purifier;
}

/** True when this DOM can run the sanitiser correctly (real browsers); false under DOMs that fail the probe. */
export const canSanitizeHtml = (): boolean => getPurifier() !== null;

/**
 * Untrusted HTML (a campaign script) reduced to SCRIPT_HTML_CONFIG's allow-list, as markup safe to set as innerHTML;
 * null where the sanitiser cannot run (see canSanitizeHtml): show html-to-text.ts's `htmlToText` instead.
 */
export function sanitizeScriptHtml(html: string): string | null {
  const instance = getPurifier();
  return instance ? instance.sanitize(html, SCRIPT_HTML_CONFIG) : null;
}
