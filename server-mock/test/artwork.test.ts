import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COVER_SIZE, coverGeometry, coverPng, initialsOf } from '../artwork/cover.ts';
import { type TestServer, useServer } from './helpers.ts';

/** Reads a truecolour PNG back: its chunks (CRC-checked), size, and the RGB of pixel (x, y). */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const width = chunks[0].data.readUInt32BE(0);
  const height = chunks[0].data.readUInt32BE(4);
  expect([...chunks[0].data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const rows = inflateSync(chunks[1].data);
  expect(rows.length).toBe((width * 3 + 1) * height);
  const pixel = (x: number, y: number) => {
    const at = y * (width * 3 + 1) + 1 + x * 3;
    return `#${[...rows.subarray(at, at + 3)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  };
  return { width, height, pixel };
}

describe('initialsOf', () => {
  it.each([
    ['The Design Podcast', 'DP'],
    ['modern chess digest', 'MC'],
    ['Über 99 Stories', 'U9'],
    ['The', ''],
    ['Quiet', 'Q'],
    ['  Daily   Garden Hour ', 'DG'],
    ['Ça va — Radio', 'CV'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('coverPng', () => {
  it('draws the initials as white strokes, centred, on a shade of the podcast colour', () => {
    const { width, height, pixel } = readPng(coverPng(2, 'Modern Chess Digest'));
    expect([width, height]).toEqual([COVER_SIZE, COVER_SIZE]);
    expect(pixel(0, 0)).toBe('#e4572e'); // id 2 → the third colour of the palette, at the top-left corner
    expect(pixel(COVER_SIZE - 1, COVER_SIZE - 1)).toBe('#a03d20'); // 30 % darker at the bottom-right one
    // The centres of the top row's font cells: M is 10001, C is 01110 (a column apart).
    const { cell, left, top } = coverGeometry(2);
    const centre = (column: number, row: number) =>
      pixel(Math.floor(left + (column + 0.5) * cell), Math.floor(top + (row + 0.5) * cell));
    const topRow = [0, 1, 2, 3, 4, 6, 7, 8, 9, 10].map((c) => (centre(c, 0) === '#ffffff' ? 1 : 0)).join('');
    expect(topRow).toBe('1000101110');
    // Strokes join lit neighbours: halfway between M's two top-left cells (down) is white too.
    expect(pixel(Math.floor(left + 0.5 * cell), Math.floor(top + cell))).toBe('#ffffff');
    // Strokes are bold: 0.35 of a cell beside a stroke's centre line is still white, 0.6 is not.
    expect(pixel(Math.floor(left + 0.85 * cell), Math.floor(top + 3 * cell))).toBe('#ffffff');
    expect(pixel(Math.floor(left + 1.1 * cell), Math.floor(top + 4.5 * cell))).not.toBe('#ffffff');
    expect(pixel(Math.floor(COVER_SIZE / 2), 10)).not.toBe('#ffffff');
  });

  it('is a plain shade when there are no initials to draw', () => {
    const { pixel } = readPng(coverPng(8, 'The'));
    expect(pixel(0, 0)).toBe('#5b3df5');
    for (const [x, y] of [
      [120, 120],
      [20, 20],
      [200, 100],
    ])
      expect(pixel(x, y)).not.toBe('#ffffff');
  });
});

let server: TestServer;
useServer([], (s) => {
  server = s;
});

describe('GET /artwork/{file}', () => {
  it('answers each podcast cover as a cacheable PNG, also under the .svg paths earlier versions saved', async () => {
    const podcast = server.ctx.store.podcasts[0];
    expect(podcast.small_artwork).toBe(`/api/artwork/${podcast.id}.png`);
    for (const path of [podcast.small_artwork, `/api/artwork/${podcast.id}.svg`]) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.equals(coverPng(podcast.id, podcast.name))).toBe(true);
    }
  });

  it('answers 404 with a message for an unknown id or file name', async () => {
    for (const file of ['999999.png', 'abc.png', '1.gif']) {
      const res = await server.call('GET', `/artwork/${file}`);
      expect(res).toMatchObject({ status: 404, body: { detail: { error: 'No artwork with this id.' } } });
    }
  });
});
