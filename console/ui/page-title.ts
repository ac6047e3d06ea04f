import { useEffect } from 'react';

/**
 * The tab's title: the page first, then the sections it is in, then Podspot (WCAG 2.4.2,
 * docs/behaviour/frame.md#page-titles), e.g. "Archived – Campaigns – Earn – Podspot". A title that names Podspot
 * already ("Log in to Podspot") is kept as it is.
 */
export function pageTitle(labels: string[]): string {
  const title = [...labels].reverse().join(' – ');
  if (!title) return 'Podspot';
  return title.includes('Podspot') ? title : `${title} – Podspot`;
}

/** Names the tab after a page outside the frame (sign-in, sign-up, onboarding) while it is on screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle([title]);
    return () => void (document.title = pageTitle([]));
  }, [title]);
}
