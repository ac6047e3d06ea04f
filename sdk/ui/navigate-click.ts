import type { MouseEvent } from 'react';

/**
 * A link's click handler that hands a plain left click to the host's `onNavigate` (single-page apps route themselves);
 * with no `onNavigate`, or a click meant for a new tab or window, the browser follows the link.
 */
export const navigateClick =
  (href: string, onNavigate: ((href: string) => void) | undefined) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
