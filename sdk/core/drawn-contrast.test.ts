import { describe, expect, it } from 'vitest';
import type { Rgb } from './contrast';
import { drawnContrast } from './drawn-contrast';
import type { Rgba } from './host-scheme';

const darkText: Record<string, Rgba | null> = { text: [241, 239, 247, 1], 'secondary text': [179, 174, 196, 1] };
const lightText: Record<string, Rgba | null> = { text: [29, 27, 38, 1], 'secondary text': [95, 91, 110, 1] };

describe('drawnContrast', () => {
  it.each<[string, Record<string, Rgba | null>, Rgb | null, string, RegExp | null]>([
    [
      'light text on a light host, frame none',
      darkText,
      [250, 250, 250],
      'none',
      /^its text #f1eff7 on the host page's background \(frame: 'none'\) #fafafa has a contrast of 1\.09:1/,
    ],
    [
      'the lowest pair only',
      { text: [200, 200, 200, 1], 'secondary text': [240, 240, 240, 1] },
      [255, 255, 255],
      'card',
      /^its secondary text #f0f0f0 on its card/,
    ],
    ['dark text on a light card passes', lightText, [255, 255, 255], 'card', null],
    ['light text on a dark card passes', darkText, [28, 26, 36], 'card', null],
    ['half-clear text is judged as shown', { text: [0, 0, 0, 0.2] }, [255, 255, 255], 'card', /^its text #cccccc/],
    ['an unreadable background: no guess', darkText, null, 'none', null],
    ['an unreadable text colour is skipped', { text: null }, [255, 255, 255], 'card', null],
  ])('%s', (_, texts, shown, frame, expected) => {
    const line = drawnContrast(texts, shown, frame);
    if (expected) expect(line).toMatch(expected);
    else expect(line).toBeNull();
  });
});
