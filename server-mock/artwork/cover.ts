import { encodePng } from './png.ts';
import { COVER_SIZE, coverColours, coverStrokes, type Segment } from '@sdk/core/cover-art.ts';

// The cover's geometry is shared with the widgets, which draw the same cover as an SVG while a podcast has no artwork.
export { COVER_SIZE, coverGeometry, initialsOf } from '@sdk/core/cover-art.ts';

const distance = (px: number, py: number, [x0, y0, x1, y1]: Segment) => {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const t = dx || dy ? Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy))) : 0;
  return Math.hypot(px - x0 - t * dx, py - y0 - t * dy);
};

/**
 * The generated cover of a podcast (the catalogue has no real ones): its initials as rounded white strokes,
 * anti-aliased, on a diagonal shade of a colour picked by its id. A PNG, as real covers are raster images: browsers
 * decode those off the page's main thread, where each SVG image would build a document of its own.
 */
export function coverPng(id: number, name: string): Buffer {
  const [base] = coverColours(id);
  const { segments, radius } = coverStrokes(name);
  // Ink per pixel, each stroke touching only the pixels of its own box.
  const ink = new Float32Array(COVER_SIZE * COVER_SIZE);
  for (const s of segments) {
    const [x0, x1] = [Math.min(s[0], s[2]), Math.max(s[0], s[2])];
    const [y0, y1] = [Math.min(s[1], s[3]), Math.max(s[1], s[3])];
    for (let y = Math.max(0, Math.floor(y0 - radius - 1)); y <= Math.min(COVER_SIZE - 1, y1 + radius + 1); y++)
      for (let x = Math.max(0, Math.floor(x0 - radius - 1)); x <= Math.min(COVER_SIZE - 1, x1 + radius + 1); x++) {
        const cover = Math.min(1, Math.max(0, radius - distance(x + 0.5, y + 0.5, s) + 0.5));
        if (cover > ink[y * COVER_SIZE + x]) ink[y * COVER_SIZE + x] = cover;
      }
  }
  const pixels = new Uint8Array(COVER_SIZE * COVER_SIZE * 3);
  for (let y = 0; y < COVER_SIZE; y++)
    for (let x = 0; x < COVER_SIZE; x++) {
      // The colour at the top-left corner, 30 % darker at the bottom-right one.
      const shade = 1 - (0.3 * (x + y)) / (2 * (COVER_SIZE - 1));
      const i = y * COVER_SIZE + x;
      for (let c = 0; c < 3; c++) pixels[i * 3 + c] = Math.round(base[c] * shade * (1 - ink[i]) + 255 * ink[i]);
    }
  return encodePng(COVER_SIZE, COVER_SIZE, pixels);
}
