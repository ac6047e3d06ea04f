import { Artwork as BaseArtwork } from '../../ui/artwork';

/** Podcast artwork in the go-live steps' style. */
export const Artwork = ({ src, size = 48 }: { src: string | null | undefined; size?: number }) => (
  <BaseArtwork className="ps-golive-art" src={src} size={size} />
);
