import { useState } from 'react';
import { assetUrl } from '../../core/opportunities';
import { useWidgetEnvironment } from '../../ui/widget-context';

/** Podcast artwork (decorative: the name is always beside it). API paths are made absolute for the host page's origin. */
export function Artwork({ src, size = 40 }: { src: string | null | undefined; size?: number }) {
  const { client } = useWidgetEnvironment();
  const url = assetUrl(src, client.baseURL);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (!url || brokenUrl === url) return <span className="ps-inbox__art ps-inbox__art--empty" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="ps-inbox__art" src={url} alt="" width={size} height={size} onError={() => setBrokenUrl(url)} />;
}
