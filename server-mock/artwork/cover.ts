import { encodePng } from './png.ts';
import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './pixel-font.ts';

/** 240 px: crisp at 2× up to the 120 CSS px the largest cover is drawn at. */
export const COVER_SIZE = 240;
const PALETTE = ['#5b3df5', '#0f9d76', '#e4572e', '#2e86ab', '#a23b72', '#f2a541', '#3d5a80', '#6a994e'];
/** A stroke's half width, in font cells: the pixel font's cells become rounded strokes through their centres. */
const STROKE = 0.44;

/** Up to two initials of a podcast's name (leaving out a leading "The"), those the font can draw. */
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

/** Where `count` glyphs sit: the size of a font cell and the top-left of the first glyph, in image pixels. */
export function coverGeometry(count: number) {
  const columns = count * (GLYPH_WIDTH + 1) - 1;
  const cell = Math.floor((COVER_SIZE * (count > 1 ? 0.6 : 0.42)) / Math.max(columns, 1));
  return {
    cell,
    left: Math.round((COVER_SIZE - columns * cell) / 2),
    top: Math.round((COVER_SIZE - GLYPH_HEIGHT * cell) / 2),
  };
}

type Segment = [x0: number, y0: number, x1: number, y1: number];

/** The strokes of the initials: each lit cell joined to its lit neighbours (diagonals only where no corner is lit). */
function strokesOf(initials: string): Segment[] {
  const { cell, left, top } = coverGeometry(initials.length);
  const segments: Segment[] = [];
  [...initials].forEach((char, k) => {
    const lit = (x: number, y: number) =>
      x >= 0 &&
      x < GLYPH_WIDTH &&
      y >= 0 &&
      y < GLYPH_HEIGHT &&
      Boolean(GLYPHS[char][y] & (1 << (GLYPH_WIDTH - 1 - x)));
    const at = (x: number, y: number): [number, number] => [
      left + (k * (GLYPH_WIDTH + 1) + x + 0.5) * cell,
      top + (y + 0.5) * cell,
    ];
    for (let y = 0; y < GLYPH_HEIGHT; y++)
      for (let x = 0; x < GLYPH_WIDTH; x++) {
        if (!lit(x, y)) continue;
        segments.push([...at(x, y), ...at(x, y)]);
        if (lit(x + 1, y)) segments.push([...at(x, y), ...at(x + 1, y)]);
        if (lit(x, y + 1)) segments.push([...at(x, y), ...at(x, y + 1)]);
        if (lit(x + 1, y + 1) && !lit(x + 1, y) && !lit(x, y + 1)) segments.push([...at(x, y), ...at(x + 1, y + 1)]);
        if (lit(x - 1, y + 1) && !lit(x - 1, y) && !lit(x, y + 1)) segments.push([...at(x, y), ...at(x - 1, y + 1)]);
      }
  });
  return segments;
}

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
  const base = [1, 3, 5].map((i) => parseInt(PALETTE[id % PALETTE.length].slice(i, i + 2), 16));
  const initials = initialsOf(name);
  const segments = strokesOf(initials);
  const radius = STROKE * coverGeometry(initials.length).cell;
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
