import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Plain links rendered by SDK widgets (the earnings card's 'View insights' is an `<a href>`, since a host page has no
 * router) become client-side navigations here, so following one does not reload the console.
 */
export function RouterLinks({ children, className }: { children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.('a');
    if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  return (
    <div className={className} onClick={onClick}>
      {children}
    </div>
  );
}
