/**
 * Runs in the page (passed to `evaluate`): what is wrong with the layout of `root` (a widget's `.ps-root`, or an open
 * dialog) — text under 12 px, boxes outside the root or cut off by a box that does not scroll, truncated text, text
 * or controls overlapping, controls with an empty box. Each interactive element gets a `data-layout-id` so that the
 * test can match what Tab reaches. Self-contained: Playwright serialises it.
 */
export function findLayoutProblems(root: Element): { problems: string[]; controls: string[] } {
  const problems: string[] = [];
  const TOLERANCE = 1;
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    return `<${el.tagName.toLowerCase()}${cls}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  };
  const hidden = (el: Element) =>
    el.closest('.ps-visually-hidden') !== null || getComputedStyle(el).visibility === 'hidden';
  type Rect = { left: number; top: number; right: number; bottom: number };
  const intersect = (a: Rect, b: Rect): Rect => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (r: Rect) => r.right - r.left <= TOLERANCE || r.bottom - r.top <= TOLERANCE;
  const rootBox = root.getBoundingClientRect();

  /** The part of the page an element can show in: its clipping ancestors' boxes; `scrolls` when one of them scrolls. */
  const clipOf = (el: Element, self = false) => {
    let clip: Rect = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };
    let scrolls = false;
    let clippedBy: Element | null = null;
    for (let a = self ? el : el.parentElement; a && a !== root.parentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      clip = intersect(clip, a.getBoundingClientRect());
      if (/auto|scroll/.test(s.overflowX + s.overflowY)) scrolls = true;
      else clippedBy ??= a;
    }
    return { clip, scrolls, clippedBy };
  };

  const all = [root, ...root.querySelectorAll('*')].filter((el) => el.getClientRects().length > 0 && !hidden(el));
  for (const el of all) {
    if (el === root) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const { clip, scrolls, clippedBy } = clipOf(el);
    const shown = intersect(r, clip);
    if (!empty(shown)) {
      const out =
        shown.left < rootBox.left - TOLERANCE ||
        shown.right > rootBox.right + TOLERANCE ||
        shown.top < rootBox.top - TOLERANCE ||
        shown.bottom > rootBox.bottom + TOLERANCE;
      if (out) problems.push(`outside the widget's box: ${describe(el)}`);
    }
    const cut =
      r.left < clip.left - TOLERANCE ||
      r.right > clip.right + TOLERANCE ||
      r.top < clip.top - TOLERANCE ||
      r.bottom > clip.bottom + TOLERANCE;
    if (cut && !scrolls && clippedBy) problems.push(`cut off by ${describe(clippedBy)}: ${describe(el)}`);
    const s = getComputedStyle(el);
    const clips = (o: string) => o !== 'visible' && !/auto|scroll/.test(o);
    if (
      (clips(s.overflowX) && el.scrollWidth > el.clientWidth + TOLERANCE) ||
      (clips(s.overflowY) && el.scrollHeight > el.clientHeight + TOLERANCE)
    )
      problems.push(`content cut off: ${describe(el)}`);
  }

  // Text: every text node's size, and the boxes of its lines.
  type Item = { el: Element; rects: Rect[]; what: string };
  const items: Item[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || hidden(parent) || parent.getClientRects().length === 0) continue;
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size < 12) problems.push(`text of ${size}px: ${describe(parent)}`);
    const range = document.createRange();
    range.selectNodeContents(node);
    const { clip } = clipOf(parent, true);
    const rects = [...range.getClientRects()].map((x) => intersect(x, clip)).filter((x) => !empty(x));
    if (rects.length) items.push({ el: parent, rects, what: `text "${node.textContent.trim().slice(0, 30)}"` });
  }

  // Controls: a box, an id for the Tab walk, and their boxes for the overlap check.
  const CONTROL = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
  const controls: string[] = [];
  const radioGroups = new Set<string>();
  root.querySelectorAll(CONTROL).forEach((el, i) => {
    if (el.getClientRects().length === 0 || (el as HTMLButtonElement).disabled) return;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) problems.push(`control with an empty box: ${describe(el)}`);
    const id = `c${i}`;
    el.setAttribute('data-layout-id', id);
    const radio = el instanceof HTMLInputElement && el.type === 'radio' ? el.name : null;
    if (radio === null) controls.push(id);
    else if (!radioGroups.has(radio)) {
      radioGroups.add(radio);
      controls.push(`radio:${radio}`);
    }
    const { clip } = clipOf(el);
    const shown = intersect(r, clip);
    if (!hidden(el) && !empty(shown)) items.push({ el, rects: [shown], what: describe(el) });
  });

  const stickyOf = (el: Element) => {
    for (let a: Element | null = el; a && a !== root; a = a.parentElement)
      if (getComputedStyle(a).position === 'sticky') return a;
    return null;
  };
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const a = items[i];
      const b = items[j];
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // A sticky head, foot or column covers what scrolls under it: that is its job, not an overlap.
      if (stickyOf(a.el) !== stickyOf(b.el)) continue;
      const hit = a.rects.some((x) => b.rects.some((y) => !empty(intersect(x, y))));
      if (hit) problems.push(`overlap: ${a.what} and ${b.what}`);
    }
  }
  return { problems: [...new Set(problems)], controls };
}
