import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from './i18n';
import ui from './messages.en.json';

/** Toasts stay 5000 ms (docs/behaviour/frame.md#toasts). */
export const TOAST_MS = 5000;

export type Toast = { id: number; message: string; tone: 'success' | 'error'; action?: ReactNode };

/** One queue per widget (never shared across widgets on a host page). */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: string, options: { tone?: Toast['tone']; action?: ReactNode } = {}) => {
      const id = Date.now() + Math.random();
      setToasts((all) => [...all, { id, message, tone: options.tone ?? 'success', action: options.action }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, TOAST_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );
  return { toasts, show, dismiss };
}

export function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss(id: number): void }) {
  const t = useMessages(ui);
  return (
    <div className="ps-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        // An error is an alert (read out at once); a success waits its turn in the status region.
        <div
          key={toast.id}
          className={`ps-toast ps-toast--${toast.tone}`}
          role={toast.tone === 'error' ? 'alert' : undefined}
        >
          <span>{toast.message}</span>
          {toast.action}
          <button
            type="button"
            className="ps-toast__close"
            aria-label={t('ui.dismiss')}
            onClick={() => onDismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
