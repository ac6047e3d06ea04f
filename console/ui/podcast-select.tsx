import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export type PodcastOption = { id: number; name: string; small_artwork: string };
type Value = 'all' | number;

type Props = {
  podcasts: PodcastOption[];
  value: Value;
  onChange(value: Value): void;
  /** Visually hidden label of the button. */
  label?: string;
};

const ALL_LABEL = 'All podcasts';

function Artwork({ src }: { src?: string }) {
  return src ? (
    <img className="podsel__art" src={src} alt="" width={24} height={24} loading="lazy" />
  ) : (
    <span className="podsel__art podsel__art--all" aria-hidden="true">
      ★
    </span>
  );
}

/**
 * A listbox with artwork (a native <select> cannot show images): the button opens it, arrows move, Enter picks,
 * Escape or a click outside closes it, and focus goes back to the button.
 */
export function PodcastSelect({ podcasts, value, onChange, label = 'Podcast' }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const options: { value: Value; name: string; art?: string }[] = [
    { value: 'all', name: ALL_LABEL },
    ...podcasts.map((p) => ({ value: p.id as Value, name: p.name, art: p.small_artwork })),
  ];
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const [active, setActive] = useState(selectedIndex);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  // Each opening starts on the selected option.
  const openList = () => {
    setActive(selectedIndex);
    setOpen(true);
  };
  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const pick = (index: number) => {
    onChange(options[index].value);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: options.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(options.length - 1, Math.max(0, moves[event.key])));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const shown = options[selectedIndex];
  return (
    <div className="podsel" ref={root}>
      <span className="ps-visually-hidden" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className="podsel__button"
        id={`${id}-button`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            if (!open) openList();
          }
        }}
      >
        <Artwork src={shown.art} />
        <span className="podsel__name">{shown.name}</span>
        <span className="podsel__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <ul
          ref={list}
          className="podsel__list"
          role="listbox"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${id}-opt-${active}`}
          onKeyDown={onKeyDown}
        >
          {options.map((o, i) => (
            <li
              key={String(o.value)}
              id={`${id}-opt-${i}`}
              data-index={i}
              role="option"
              aria-selected={i === selectedIndex}
              className={`podsel__option${i === active ? ' podsel__option--active' : ''}`}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(i)}
            >
              <Artwork src={o.art} />
              <span className="podsel__name">{o.name}</span>
              {i === selectedIndex ? (
                <span className="podsel__check" aria-hidden="true">
                  ✓
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
