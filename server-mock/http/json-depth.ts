/**
 * The deepest a JSON body may nest (objects and arrays). The deepest the contract's bodies go is a fixture's few
 * levels; thousands of levels overflow the stack of every recursive reader (validation, the text checks, the journal).
 */
export const MAX_JSON_DEPTH = 64;

const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests deeper than `max`, read without parsing it (so before any recursive reader): brackets
 * inside strings do not count. Text that is not JSON is left to the parser to refuse.
 */
export function nestsDeeperThan(text: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(byte)) depth--;
  }
  return false;
}
