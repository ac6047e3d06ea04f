import { useState } from 'react';
import { assetUrl } from '../core/opportunities';
import { useNearViewport } from './use-near-viewport';
import { useWidgetEnvironment } from './widget-context';

/**
 * Podcast artwork, decorative (the name is always beside it): API paths are made absolute for the host page's origin,
 * and the image is requested only once its place comes near the view (long lists). `className` names the widget's
 * own style.
 */
export function Artwork({ src, size, className }: { src: string | null | undefined; size: number; className: string }) {
  const { client } = useWidgetEnvironment();
  const url = assetUrl(src, client.baseURL);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [place, near] = useNearViewport<HTMLSpanElement>(!!url);
  if (!url || brokenUrl === url || !near) {
    return (
      <span
        ref={place}
        className={`${className} ${className}--empty`}
        style={{ width: size, height: size }}
        aria-hidden="true"
      />
    );
  }
  return (
    <img
      className={className}
      src={url}
      alt=""
      width={size}
      height={size}
      decoding="async"
      onError={() => setBrokenUrl(url)}
    />
  );
}
