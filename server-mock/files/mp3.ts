/** Largest MP3 any upload call accepts. */
export const MAX_MP3_BYTES = 20 * 1024 * 1024;
export const MAX_MP3_MB = MAX_MP3_BYTES / 1024 / 1024;

/**
 * The MP3 check of every upload call, on the first bytes of the file: an ID3v2 tag ("ID3"), or an
 * MPEG audio frame sync at the start (0xFF, then a byte whose top three bits are set). Empty is not MP3.
 */
export function isMp3(bytes: Uint8Array): boolean {
  if (bytes.length >= 3 && bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) return true;
  return bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0;
}
