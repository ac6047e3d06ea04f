import { useState } from 'react';
import { assetUrl } from '../../core/opportunities';
import { useWidgetEnvironment } from '../../ui/widget-context';

/** Podcast artwork, decorative (the name is always beside it); API paths are made absolute for the host page's origin. */
export function Artwork({ src, size = 48 }: { src: string | null | undefined; size?: number }) {
  const { client } = useWidgetEnvironment();
  const url = assetUrl(src, client.baseURL);
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url) return <span className="ps-golive-art ps-golive-art--empty" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="ps-golive-art" src={url} alt="" width={size} height={size} loading="lazy" onError={() => setBroken(url)} />;
}
