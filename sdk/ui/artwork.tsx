import { useState } from 'react';
import { assetUrl } from '../core/opportunities';
import { useWidgetEnvironment } from './widget-context';

/**
 * Podcast artwork, decorative (the name is always beside it): API paths are made absolute for the host page's origin,
 * and the image loads only when it scrolls near the view (long lists). `className` names the widget's own style.
 */
export function Artwork({ src, size, className }: { src: string | null | undefined; size: number; className: string }) {
  const { client } = useWidgetEnvironment();
  const url = assetUrl(src, client.baseURL);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (!url || brokenUrl === url) return <span className={`${className} ${className}--empty`} style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className={className} src={url} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setBrokenUrl(url)} />;
}
