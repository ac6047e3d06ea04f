import type { Page } from 'playwright-core';

// Waits on a condition of the page, never on a duration: a loaded machine stretches every duration, and a quiet one
// pays for the longest guess every time.

/** Resolves once the page has drawn two more frames: what the last change laid out is on screen. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Resolves once no finite CSS transition or animation runs in the page or in any shadow root (toasts sliding in,
 * progress fills), so colours and layout are measured at rest. Endless ones (spinners) do not count.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots.every((root) =>
      root
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
  });
  await nextFrames(page);
}

/** Sets the viewport and waits until the page has laid itself out at that width, at rest. */
export async function resized(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await nextFrames(page);
  await animationsDone(page);
}
