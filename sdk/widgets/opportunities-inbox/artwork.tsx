import { Artwork as BaseArtwork } from '../../ui/artwork';
import type { ComponentProps } from 'react';

/** Podcast artwork in the inbox's style. */
export const Artwork = ({
  src,
  size = 40,
  podcast,
}: {
  src: string | null | undefined;
  size?: number;
  podcast?: ComponentProps<typeof BaseArtwork>['podcast'];
}) => <BaseArtwork className="ps-inbox__art" src={src} size={size} podcast={podcast} />;
