import { createElement, useMemo, type ReactNode } from 'react';

/** The only elements rebuilt; everything else is unwrapped (its text kept) or, for the dangerous ones, dropped. */
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a']);
/** Elements whose content is never text for a reader (code, styles, embedded documents, form controls). */
const DROPPED = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math',
  'head', 'title', 'meta', 'link', 'base', 'textarea', 'select', 'option', 'button', 'input', 'form', 'audio', 'video', 'img',
]);

/** An absolute http(s) URL, or null (javascript:, data:, relative and malformed addresses all fail). */
export function safeHref(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function rebuild(nodes: NodeListOf<ChildNode>, path: string): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${path}.${index}`;
    if (node.nodeType === 3) {
      out.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return; // comments, processing instructions
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) return;
    const children = rebuild(element.childNodes, key);
    if (!ALLOWED.has(tag)) {
      out.push(...children);
      return;
    }
    if (tag === 'br') {
      out.push(createElement('br', { key }));
      return;
    }
    if (tag === 'a') {
      // No attribute is copied but a checked href; links leave the page without handing it an opener.
      const href = safeHref(element.getAttribute('href'));
      out.push(href ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children) : createElement('span', { key }, ...children));
      return;
    }
    out.push(createElement(tag, { key }, ...children));
  });
  return out;
}

/** Parses untrusted HTML in an inert document (nothing runs, nothing loads) and rebuilds an allow-list as React elements. */
export function sanitizeHtml(html: string): ReactNode[] {
  if (typeof DOMParser === 'undefined') return [html.replace(/<[^>]*>/g, ' ')];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return rebuild(doc.body.childNodes, 'h');
}

/**
 * Shows server-sent HTML (a campaign script) without `dangerouslySetInnerHTML`: only p, ul, ol, li, strong, em, b, i,
 * br and a (http/https href only) survive, with no attributes of their own.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className}>{content}</div>;
}
