import { encodePng } from './png.ts';
import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './pixel-font.ts';

const SIZE = 120;
const SCALE = 7; // font pixels → image pixels: two glyphs of 35 × 49 with one font pixel between them
const PALETTE = ['#5b3df5', '#0f9d76', '#e4572e', '#2e86ab', '#a23b72', '#f2a541', '#3d5a80', '#6a994e'];

/** Up to two initials of a podcast's name (leaving out a leading "The"), those the pixel font can draw. */
export function initialsOf(name: string): string {
  return name
    .normalize('NFD')
    .split(/\s+/)
    .filter((w) => w && w.toLowerCase() !== 'the')
    .map((w) => w[0].toUpperCase())
    .filter((c) => c in GLYPHS)
    .slice(0, 2)
    .join('');
}

/**
 * The generated cover of a podcast (the catalogue has no real ones): its initials in white on a colour picked by its id.
 * A PNG, as real covers are raster images: browsers decode those off the page's main thread, where each SVG image
 * would build a document of its own.
 */
export function coverPng(id: number, name: string): Buffer {
  const hex = PALETTE[id % PALETTE.length];
  const background = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const pixels = new Uint8Array(SIZE * SIZE * 3);
  for (let i = 0; i < SIZE * SIZE; i++) pixels.set(background, i * 3);
  const initials = initialsOf(name);
  const width = (initials.length * (GLYPH_WIDTH + 1) - 1) * SCALE;
  const left = Math.round((SIZE - width) / 2);
  const top = Math.round((SIZE - GLYPH_HEIGHT * SCALE) / 2);
  [...initials].forEach((char, k) => {
    GLYPHS[char].forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (!(row & (1 << (GLYPH_WIDTH - 1 - gx)))) continue;
        const x0 = left + (k * (GLYPH_WIDTH + 1) + gx) * SCALE;
        for (let y = top + gy * SCALE; y < top + (gy + 1) * SCALE; y++)
          pixels.fill(255, (y * SIZE + x0) * 3, (y * SIZE + x0 + SCALE) * 3);
      }
    });
  });
  return encodePng(SIZE, SIZE, pixels);
}
