import { useEffect, useMemo, useState } from 'react';
import { htmlToText } from './html-to-text';

type Sanitize = (html: string) => string | null;
/** Used when the sanitiser's chunk fails to load: the script is shown as plain text. */
const TEXT_ONLY: Sanitize = () => null;

let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Starts loading the sanitiser (DOMPurify, ≈ 11 KB gzip, a chunk of its own) before the first SafeHtml needs it,
 * e.g. while the HTML itself is being fetched. Never rejects: a failed load answers a text-only sanitiser and is
 * tried again next time.
 */
export function preloadSafeHtml(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(
    (module) => (loaded = module.sanitizeScriptHtml),
    () => {
      loading = null;
      return TEXT_ONLY;
    },
  );
  return loading;
}

/**
 * Shows server-sent HTML (a campaign script) sanitised by DOMPurify (sanitize-html.ts: p, ul, ol, li, strong, em, b, i,
 * br and a with an http(s)/mailto href only). The sanitised string is set as innerHTML, which React and Preact both
 * do verbatim, in the document or inside a widget's shadow root. Empty and `aria-busy` until the sanitiser has
 * loaded; where it cannot load, or the DOM cannot run DOMPurify correctly, the script's text is shown as plain text.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    void preloadSafeHtml().then((ready) => live && setSanitize(() => ready));
    return () => {
      live = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : undefined), [sanitize, html]);
  if (clean === undefined) return <div className={className} aria-busy="true" />;
  if (clean === null) return <div className={className}>{htmlToText(html)}</div>;
  // The only innerHTML of the product: DOMPurify output under the explicit allow-list of sanitize-html.ts.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
