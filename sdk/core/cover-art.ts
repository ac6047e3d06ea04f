import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './cover-glyphs';

// A podcast's generated cover, drawn the same way by the mock server (a PNG, server-mock/artwork/cover.ts) and by the
// widgets where a podcast has no artwork URL yet (an inline SVG, sdk/ui/artwork.tsx): docs/decisions/0006.

/** 240 px: crisp at 2× up to the 120 CSS px the largest cover is drawn at. */
export const COVER_SIZE = 240;
const PALETTE = ['#5b3df5', '#0f9d76', '#e4572e', '#2e86ab', '#a23b72', '#f2a541', '#3d5a80', '#6a994e'];
/** A stroke's half width, in font cells: the pixel font's cells become rounded strokes through their centres. */
const STROKE = 0.44;
/** How much darker the bottom-right corner is than the top-left one. */
const COVER_SHADE = 0.3;

/** The cover's colour at its top-left corner and at its bottom-right one (`COVER_SHADE` darker), as RGB. */
export function coverColours(id: number): [from: number[], to: number[]] {
  const hex = PALETTE[Math.abs(Math.trunc(id)) % PALETTE.length] ?? PALETTE[0];
  const from = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return [from, from.map((c) => Math.round(c * (1 - COVER_SHADE)))];
}

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

/** Where `count` glyphs sit: the size of a font cell and the top-left of the first glyph, in cover pixels. */
export function coverGeometry(count: number) {
  const columns = count * (GLYPH_WIDTH + 1) - 1;
  const cell = Math.floor((COVER_SIZE * (count > 1 ? 0.6 : 0.42)) / Math.max(columns, 1));
  return {
    cell,
    left: Math.round((COVER_SIZE - columns * cell) / 2),
    top: Math.round((COVER_SIZE - GLYPH_HEIGHT * cell) / 2),
  };
}

export type Segment = [x0: number, y0: number, x1: number, y1: number];

/**
 * The strokes of a name's initials on the cover, and their half width: each lit cell of the pixel font joined to its
 * lit neighbours (diagonals only where no corner is lit), drawn with round caps.
 */
export function coverStrokes(name: string): { segments: Segment[]; radius: number } {
  const initials = initialsOf(name);
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
  return { segments, radius: STROKE * cell };
}

/** The strokes as one SVG path (`M x0 y0 L x1 y1` each; a dot is a zero-length line, drawn by its round cap). */
export const coverPath = (segments: Segment[]) =>
  segments.map(([x0, y0, x1, y1]) => `M${x0} ${y0}L${x1} ${y1}`).join('');
