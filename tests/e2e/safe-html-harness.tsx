import { createRoot } from 'react-dom/client';
import { SafeHtml } from '@sdk/ui/safe-html';
import { canSanitizeHtml } from '@sdk/ui/sanitize-html';

/**
 * The page side of tests/e2e/safe-html.test.ts, bundled there twice with esbuild: once on React, once with react
 * aliased to Preact (as rollup ships the widgets). Each render mounts SafeHtml in its own open shadow root, as a
 * widget is mounted, and answers the markup it produced.
 */
export type SafeHtmlHarness = {
  /** DOMPurify passed its probe in this browser (false would mean scripts are shown as plain text). */
  supported: boolean;
  /** The markup shown, and the renderer that really showed it (React marks the root's container as its own). */
  render(html: string): Promise<{ shown: string; engine: 'react' | 'preact' }>;
};

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 10));

async function render(html: string): ReturnType<SafeHtmlHarness['render']> {
  const host = document.createElement('section');
  document.body.append(host);
  const mount = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(mount);
  createRoot(mount).render(<SafeHtml html={html} className="script" />);
  for (let i = 0; i < 100; i += 1) {
    const shown = mount.querySelector('.script:not([aria-busy])'); // busy while DOMPurify's chunk loads
    if (shown)
      return {
        shown: shown.innerHTML,
        engine: Object.keys(mount).some((key) => key.startsWith('__reactContainer')) ? 'react' : 'preact',
      };
    await nextFrame();
  }
  throw new Error('SafeHtml did not render');
}

(window as unknown as { safeHtmlHarness: SafeHtmlHarness }).safeHtmlHarness = {
  supported: canSanitizeHtml(), // also makes the bundle hold sanitize-html statically, as well as SafeHtml's import()
  render,
};
