import { within, type Matcher } from '@testing-library/dom';

const matches = (text: string, matcher: string | RegExp) =>
  typeof matcher === 'string' ? text === matcher : matcher.test(text);
const spaced = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Testing Library's recipe for a line of text split over several elements (`<strong>$5</strong> <span>of $9</span>`):
 * the innermost element whose whole text, spaces collapsed, matches. `getByText` alone reads only an element's own text.
 */
const wholeText =
  (text: string | RegExp): Matcher =>
  (_, el) =>
    !!el && matches(spaced(el), text) && ![...el.children].some((child) => matches(spaced(child), text));

export const getByWholeText = (root: HTMLElement, text: string | RegExp) => within(root).getByText(wholeText(text));
export const queryByWholeText = (root: HTMLElement, text: string | RegExp) => within(root).queryByText(wholeText(text));
