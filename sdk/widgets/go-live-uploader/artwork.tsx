import { Artwork as BaseArtwork } from '../../ui/artwork';
import type { ComponentProps } from 'react';

/** Podcast artwork in the go-live steps' style. */
export const Artwork = ({
  src,
  size = 48,
  podcast,
}: {
  src: string | null | undefined;
  size?: number;
  podcast?: ComponentProps<typeof BaseArtwork>['podcast'];
}) => <BaseArtwork className="ps-golive-art" src={src} size={size} podcast={podcast} />;
