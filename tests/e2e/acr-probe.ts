/**
 * Measurements made inside the page, through open shadow roots, for the conformance evidence (tests/e2e/acr-*.ts).
 * Installed as an init script (`window.acrProbe`): init scripts run under the console's CSP, which refuses inline
 * scripts. Each function takes the scope (a shadow host's selector, or null for the whole page) and returns lines
 * naming what failed ([] when all pass), plus a figure where one is measured.
 */
export function installProbe() {
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), ' +
    '[role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], ' +
    '[role="option"], [role="slider"], [role="radio"]';

  const CONTROL =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
    '[role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="slider"], [role="radio"]';

  const rootsOf = (scope: string | null): (Document | ShadowRoot | Element)[] => {
    const start: Document | ShadowRoot | Element = scope ? document.querySelector(scope)!.shadowRoot! : document;
    const roots = [start];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots;
  };
  const all = (scope: string | null, selector: string) =>
    rootsOf(scope).flatMap((r) => [...r.querySelectorAll(selector)]);
  /** The element's parent, crossing from a shadow root to its host. */
  const up = (el: Element): Element | null =>
    el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  const hidden = (el: Element) => {
    for (let e: Element | null = el; e; e = up(e)) {
      if (e.matches('[hidden], [inert], [aria-hidden="true"], dialog:not([open]), .ps-visually-hidden')) return true;
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden') return true;
    }
    const r = el.getBoundingClientRect();
    return r.width * r.height <= 1;
  };
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    const cls = (el.getAttribute('class') ?? '').split(' ')[0];
    return `${el.localName}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
  };
  const controls = (scope: string | null) => all(scope, INTERACTIVE).filter((el) => !hidden(el));
  const deepActive = () => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el;
  };
  const deepFromPoint = (x: number, y: number) => {
    let el = document.elementFromPoint(x, y);
    while (el?.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  const contains = (outer: Element, inner: Element | null) => {
    for (let e = inner; e; e = up(e)) if (e === outer) return true;
    return false;
  };

  /** WCAG 2.5.8: 24 × 24 CSS px, or a 24 px circle on its centre meeting no other target; links in a sentence aside. */
  function targetSize(scope: string | null) {
    const boxes = controls(scope).map((el) => ({ el, r: el.getBoundingClientRect() }));
    const small = (r: DOMRect) => r.width < 23.5 || r.height < 23.5;
    const failed: string[] = [];
    let smallest = Infinity;
    for (const { el, r } of boxes) {
      smallest = Math.min(smallest, r.width, r.height);
      if (!small(r)) continue;
      const block = el.closest('p, li, td');
      if (el.localName === 'a' && block && block.textContent!.trim().length > el.textContent!.trim().length) continue;
      const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
      const meets = boxes.some(({ el: other, r: o }) => {
        if (other === el || contains(other, el) || contains(el, other)) return false;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        return small(o) && Math.hypot(o.left + o.width / 2 - cx, o.top + o.height / 2 - cy) < 24;
      });
      if (meets) failed.push(`${name(el)} ${Math.round(r.width)}×${Math.round(r.height)} px`);
    }
    return {
      failed,
      figure: boxes.length ? `${boxes.length} targets, smallest side ${Math.round(smallest)} px` : 'no targets',
    };
  }

  /** With forced colours on, every control but a link or a native box keeps a visible border or outline. */
  function forcedColours(scope: string | null) {
    const failed: string[] = [];
    const controlsSeen = controls(scope);
    for (const el of controlsSeen) {
      // A focusable region that is not a control (a chart, a scrolling box, a status with a tooltip) has no edge to keep.
      if (!el.matches(CONTROL)) continue;
      if (el.matches('a, input[type="checkbox"], input[type="radio"], input[type="range"], input[type="file"]')) {
        if (el.localName === 'a' && !el.textContent!.trim() && !el.querySelector('svg, img'))
          failed.push(`${name(el)} has no text`);
        continue;
      }
      const edged = (e: Element) => {
        const s = getComputedStyle(e);
        const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
        const border = sides.some(
          (side) =>
            parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
            !/none|hidden/.test(s.getPropertyValue(`border-${side.toLowerCase()}-style`)) &&
            !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(s.getPropertyValue(`border-${side.toLowerCase()}-color`)),
        );
        const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1;
        return border || outline;
      };
      if (!edged(el)) failed.push(`${name(el)} has no border or outline`);
    }
    return { failed, figure: `${controlsSeen.length} controls` };
  }

  /** Text cut off by a box that hides its overflow (scrolling boxes aside: their text is reached by scrolling). */
  function clippedText(scope: string | null) {
    const failed: string[] = [];
    let texts = 0;
    for (const root of rootsOf(scope)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !node.textContent!.trim() || hidden(el) || el.closest('svg, option, [role="tooltip"]')) continue;
        texts += 1;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
          failed.push(`"${node.textContent!.trim().slice(0, 30)}" ends in an ellipsis`);
          continue;
        }
        for (let box: Element | null = el; box; box = up(box)) {
          const s = getComputedStyle(box);
          if (/auto|scroll/.test(s.overflowX + s.overflowY)) break;
          const clipsX = /hidden|clip/.test(s.overflowX);
          const clipsY = /hidden|clip/.test(s.overflowY);
          if (!clipsX && !clipsY) continue;
          const b = box.getBoundingClientRect();
          if (
            (clipsX && (r.left < b.left - 1 || r.right > b.right + 1)) ||
            (clipsY && (r.top < b.top - 1 || r.bottom > b.bottom + 1))
          ) {
            failed.push(`"${node.textContent!.trim().slice(0, 30)}" cut by ${name(box)}`);
            break;
          }
        }
      }
    }
    return { failed, figure: `${texts} texts` };
  }

  /** The bookmarklet of WCAG 1.4.12's understanding document, in the page and in every shadow root. */
  function spaceText(_scope: string | null) {
    const css =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } ' +
      'p { margin-bottom: 2em !important; }';
    for (const root of rootsOf(null)) {
      const style = document.createElement('style');
      style.textContent = css;
      (root instanceof Document ? root.head : root).append(style);
    }
  }

  /** Reflow: nothing makes the page scroll sideways, and the scope stays within the viewport. */
  function reflow(scope: string | null) {
    const failed: string[] = [];
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over > 0) failed.push(`the page scrolls sideways by ${over} px`);
    if (scope) {
      const r = document.querySelector(scope)!.getBoundingClientRect();
      if (r.right > window.innerWidth + 1 || r.left < -1) failed.push(`${scope} reaches past the viewport`);
    }
    const clip = clippedText(scope);
    return { failed: [...failed, ...clip.failed], figure: `${window.innerWidth} CSS px wide` };
  }

  /** With reduced motion asked for, no animation or transition runs longer than 0.1 s (spinners aside: they loop). */
  function motion(scope: string | null) {
    const failed: string[] = [];
    for (const root of rootsOf(scope)) {
      const owner = root instanceof Element ? root : root;
      for (const a of (owner as Document | ShadowRoot).getAnimations?.() ?? []) {
        const t = a.effect?.getComputedTiming();
        if (!t || t.iterations === Infinity) continue;
        if (Number(t.duration) > 100)
          failed.push(`${(a as CSSAnimation).animationName ?? 'a transition'} runs ${t.duration} ms`);
      }
    }
    return { failed, figure: 'reduced motion' };
  }

  /** What has focus, and whether it shows, is in view and uncovered. */
  function focusState() {
    const el = deepActive();
    if (!el || el === document.body) return null;
    const shows = (e: Element | null) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    const root = el.getRootNode() as Document | ShadowRoot;
    const label = el.id ? root.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    const visible = shows(el) || shows(label);
    const r = (hidden(el) && label ? label : el).getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.bottom - 2],
    ];
    const uncovered = points.some(([x, y]) => {
      const hit = deepFromPoint(x, y);
      return hit !== null && (contains(el, hit) || (label !== null && contains(label, hit)) || contains(hit, el));
    });
    return { name: name(el), visible, uncovered, inDialog: el.closest('dialog[open], [role="dialog"]') !== null };
  }

  /** Every tabbable control of the scope, in the order of the composed tree. */
  function tabbables(scope: string | null) {
    return controls(scope)
      .filter((el) => !(el as HTMLButtonElement).disabled && (el as HTMLElement).tabIndex >= 0)
      .map((el) => name(el));
  }

  /** Marks the focused element, so a later call can compare the order of two focus stops. */
  let order = 0;
  function stamp() {
    const el = deepActive() as HTMLElement | null;
    if (!el || el === document.body) return null;
    el.dataset.acrStop = String((order += 1));
    return name(el);
  }
  /** The stamped stops of the scope in tree order: focus order follows it when the stamps rise. */
  function stampsInTreeOrder(scope: string | null) {
    const walk = (root: Document | ShadowRoot | Element, out: number[]) => {
      for (const el of root.querySelectorAll('*')) {
        if ((el as HTMLElement).dataset?.acrStop) out.push(Number((el as HTMLElement).dataset.acrStop));
        if (el.shadowRoot) walk(el.shadowRoot, out);
      }
      return out;
    };
    const start = scope ? document.querySelector(scope)!.shadowRoot! : document;
    const stamps = walk(start, []);
    for (const el of all(scope, '[data-acr-stop]')) delete (el as HTMLElement).dataset.acrStop;
    return stamps;
  }

  Object.assign(window, {
    acrProbe: {
      targetSize,
      forcedColours,
      clippedText,
      spaceText,
      reflow,
      motion,
      focusState,
      tabbables,
      stamp,
      stampsInTreeOrder,
    },
  });
}

type Result = { failed: string[]; figure: string };
/** What `installProbe` puts on `window`, for the tests' `page.evaluate` calls. */
export type Probe = {
  targetSize(scope: string | null): Result;
  forcedColours(scope: string | null): Result;
  clippedText(scope: string | null): Result;
  spaceText(scope: string | null): void;
  reflow(scope: string | null): Result;
  motion(scope: string | null): Result;
  focusState(): { name: string; visible: boolean; uncovered: boolean; inDialog: boolean } | null;
  tabbables(scope: string | null): string[];
  stamp(): string | null;
  stampsInTreeOrder(scope: string | null): number[];
};
