import type { ReactNode } from 'react';

type Props = {
  /** Followed as a normal link unless `onNavigate` takes it over (single-page apps). */
  href?: string;
  onNavigate?: (href: string) => void;
  /** Used when there is no `href`: the link acts inside the widget. */
  onClick?: () => void;
  className?: string;
  children: ReactNode;
};

/** A link out of the widget when the host gave an href, otherwise a link-looking button that acts inside it. */
export function InboxLink({ href, onNavigate, onClick, className = 'ps-link', children }: Props) {
  if (href) {
    return (
      <a
        className={className}
        href={href}
        onClick={(event) => {
          onClick?.();
          if (!onNavigate || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={`${className} ps-inbox__link-button`} onClick={onClick}>
      {children}
    </button>
  );
}
