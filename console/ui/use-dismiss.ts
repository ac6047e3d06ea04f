import { useEffect, type RefObject } from 'react';

/** What takes focus itself when pressed: a press there keeps it, instead of focus going back to the opener. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

type Ref = RefObject<HTMLElement | null>;

/**
 * While `open`, Escape or a press outside the opener and its panel calls `close` (keep it stable) and gives focus back
 * to the opener, as a menu does; a press on something that takes focus itself (a link, a field) keeps that focus.
 */
export function useDismiss(open: boolean, close: () => void, opener: Ref, panel: Ref) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      opener.current?.focus();
    };
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Element;
      if (opener.current?.contains(target) || panel.current?.contains(target)) return;
      close();
      if (target.closest?.(FOCUSABLE)) return;
      // Else the press would move focus to the page's body once this listener returns.
      event.preventDefault();
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onMouseDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onMouseDown);
    };
  }, [open, close, opener, panel]);
}
