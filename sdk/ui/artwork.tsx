import { useState } from 'react';
import { assetUrl } from '../core/opportunities';
import { useGeneratedCover } from './use-generated-cover';
import { useNearViewport } from './use-near-viewport';
import { useWidgetEnvironment } from './widget-context';

type Props = {
  src: string | null | undefined;
  size: number;
  className: string;
  /** The podcast's id and name: without an image (none yet, or it failed) its generated cover is drawn instead. */
  podcast?: { id: number; name: string };
};

/**
 * Podcast artwork, decorative (the name is always beside it): API paths are made absolute for the host page's origin,
 * and the image is requested only once its place comes near the view (long lists). `className` names the widget's
 * own style.
 */
export function Artwork({ src, size, className, podcast }: Props) {
  const { client } = useWidgetEnvironment();
  const url = assetUrl(src, client.baseURL);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [place, near] = useNearViewport<HTMLSpanElement>(!!url);
  const missing = !url || brokenUrl === url;
  const GeneratedCover = useGeneratedCover(missing && !!podcast);
  if (missing && podcast && GeneratedCover)
    return <GeneratedCover id={podcast.id} name={podcast.name} size={size} className={className} />;
  if (!url || brokenUrl === url || !near) {
    // Still to be drawn: its image waits for the view, or its generated cover for its chunk (screenshots wait for it).
    const pending = (!missing && !near) || (missing && !!podcast);
    return (
      <span
        ref={place}
        className={`${className} ${className}--empty`}
        style={{ width: size, height: size }}
        aria-hidden="true"
        data-pending={pending ? '' : undefined}
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
