import { expect, it } from 'vitest';
import { isRightToLeft } from './text-direction';

it.each([
  ['ar', true],
  ['ar-EG', true],
  ['AR', true],
  ['he-IL', true],
  ['fa', true],
  ['ur-PK', true],
  ['en', false],
  ['de-DE', false],
  ['arn', false], // Mapuche: the language, not the first letters, decides
  ['en-AR', false], // English in Argentina
])('%s is written right to left: %s', (tag, rtl) => {
  expect(isRightToLeft(tag)).toBe(rtl);
});
