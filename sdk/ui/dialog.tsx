import { useEffect, useRef, type ReactNode } from 'react';
import { useUniqueId } from './use-unique-id';
import { rememberFocus, returnFocus, type FocusMemory } from './focus-return';
import { wrapTab } from './focus-wrap';
import { useMessages } from './i18n';
import ui from './messages.en.json';
import { useOwnStyles } from './own-styles';
import css from './dialog.css?raw';

type Props = {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** False while something must not be interrupted (an upload): Escape and backdrop clicks do nothing. */
  dismissible?: boolean;
};

/**
 * A modal on the native `<dialog>`: `showModal()` works inside a shadow root (styled by the root's sheets,
 * page behind inert, focus moved in and given back to the opener on close), which portals to `document.body` do not.
 */
export function Dialog({ open, title, onClose, children, footer, size = 'md', dismissible = true }: Props) {
  const t = useMessages(ui);
  const ref = useRef<HTMLDialogElement>(null);
  useOwnStyles(ref, css);
  const titleId = useUniqueId();
  const focusMemory = useRef<FocusMemory | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      focusMemory.current = rememberFocus(dialog);
      if (dialog.showModal) dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (dialog.close) dialog.close();
      else dialog.removeAttribute('open');
      returnFocus(focusMemory.current);
      focusMemory.current = null;
    }
  }, [open]);
  useEffect(() => () => ref.current?.close?.(), []);

  return (
    <dialog
      ref={ref}
      className={`ps-dialog ps-dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // A file input's `cancel` (its picker closed without a file) bubbles here too: only the dialog's own (Escape)
        // closes it, else cancelling the picker would close the dialog around it.
        if (event.target !== event.currentTarget) return;
        event.preventDefault(); // the parent decides through `open`
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose(); // a click on the backdrop
      }}
      onKeyDown={(event) => wrapTab(event, event.currentTarget)}
    >
      {open ? (
        <div className="ps-dialog__panel">
          <header className="ps-dialog__head">
            <h2 className="ps-dialog__title" id={titleId}>
              {title}
            </h2>
            <button
              type="button"
              className="ps-dialog__close"
              aria-label={t('ui.close')}
              disabled={!dismissible}
              onClick={onClose}
            >
              ×
            </button>
          </header>
          <div className="ps-dialog__body">{children}</div>
          {footer ? <footer className="ps-dialog__foot">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
