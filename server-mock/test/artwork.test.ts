import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { coverPng, initialsOf } from '../artwork/cover.ts';
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
  it('draws the initials in white, centred, on the podcast colour', () => {
    const { width, height, pixel } = readPng(coverPng(2, 'Modern Chess Digest'));
    expect([width, height]).toEqual([120, 120]);
    expect(pixel(0, 0)).toBe('#e4572e'); // id 2 → the third colour of the palette
    expect(pixel(119, 119)).toBe('#e4572e');
    // Two glyphs of 5 × 7 font pixels, 7 image pixels each, one font pixel apart: 77 × 49 from (22, 36).
    // Top rows: M is 10001, C is 01110.
    const topRow = [25, 32, 39, 46, 53, 67, 74, 81, 88, 95].map((x) => (pixel(x, 39) === '#ffffff' ? 1 : 0)).join('');
    expect(topRow).toBe('1000101110');
    expect(pixel(21, 39)).toBe('#e4572e');
    expect(pixel(25, 35)).toBe('#e4572e');
    expect(pixel(25, 36)).toBe('#ffffff');
    expect(pixel(60, 10)).toBe('#e4572e');
  });

  it('is plain colour when there are no initials to draw', () => {
    const { pixel } = readPng(coverPng(8, 'The'));
    for (const [x, y] of [
      [60, 60],
      [10, 10],
      [100, 50],
    ])
      expect(pixel(x, y)).toBe('#5b3df5');
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
