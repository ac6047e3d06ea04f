import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../test/render-widget';
import { htmlToText } from './html-to-text';
import { SafeHtml } from './safe-html';
import { canSanitizeHtml } from './sanitize-html';
import { ALLOWED_CASES, HOSTILE_CASES } from './test/script-html-cases';

/*
 * The sanitiser's own payload tests run in Chromium (tests/e2e/safe-html.test.ts): happy-dom cannot run DOMPurify
 * (sanitize-html.ts says why). Here: that the probe notices it, and that SafeHtml then falls back to plain text —
 * the same words a browser shows, never an element, never a handler.
 */
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function show(html: string) {
  const view = await renderWidget(<SafeHtml html={html} className="script" />, fakeClient({}).client);
  cleanup = view.unmount;
  // Busy (and empty) until the sanitiser's chunk has loaded.
  expect(view.container.querySelector('.script')).not.toBeNull();
  await waitFor(() => expect(view.container.querySelector('.script:not([aria-busy])')).not.toBeNull());
  return view.container.querySelector('.script')!;
}

const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The text a browser shows for the sanitised markup. */
const textOf = (markup: string) => words(new DOMParser().parseFromString(markup, 'text/html').body.textContent);

describe(`SafeHtml under happy-dom (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('finds that happy-dom cannot run DOMPurify correctly', () => {
    expect(canSanitizeHtml()).toBe(false);
  });

  it.each(ALLOWED_CASES.map((c) => [c.name, c] as const))(
    '%s: shows the words a browser shows, as text',
    async (_name, { html, expected }) => {
      const root = await show(html);
      expect(root.children).toHaveLength(0);
      expect(words(root.textContent)).toBe(textOf(expected));
    },
  );

  // happy-dom's parser differs from browsers on some of these (e.g. `<!-->`, content after `<svg><script>`), so only
  // what matters is checked: no element, no code shown as words, nothing ran.
  it.each(HOSTILE_CASES.map((c) => [c.name, c] as const))('%s: no element, no code', async (_name, { html }) => {
    const root = await show(html);
    expect(root.children).toHaveLength(0);
    expect(root.textContent).not.toMatch(/__pwned|alert\(/);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it.each([
    ['<p>Say <strong>hi</strong> &amp; smile</p>', 'Say hi & smile'],
    ['<p>Before</p><script>alert(1)</script><style>p{}</style><p>After</p>', 'BeforeAfter'],
    ['<form><textarea>typed</textarea><button>Go</button>Text</form>', 'Text'],
    ['plain', 'plain'],
    ['', ''],
  ])('htmlToText(%j) → %j', (html, text) => expect(htmlToText(html)).toBe(text));
});
