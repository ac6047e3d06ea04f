import { Artwork as BaseArtwork } from '../../ui/artwork';

/** Podcast artwork in the inbox's style. */
export const Artwork = ({ src, size = 40 }: { src: string | null | undefined; size?: number }) => (
  <BaseArtwork className="ps-inbox__art" src={src} size={size} />
);
