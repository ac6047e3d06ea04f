import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useUniqueId } from './use-unique-id';
import { normaliseSearch } from '../core/option-search';
import { useOwnStyles } from './own-styles';
import css from './search-select.css?raw';
import { useOptionSearch, type SearchAnswer } from './search-select-server';
import { useLatest } from './use-latest';

export type { SearchAnswer } from './search-select-server';

/** The filter waits this long after the last keystroke (docs/behaviour/earn.md#searchable-dropdown). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PLACEHOLDER = 'Search podcasts...';
export const SEARCH_EMPTY = 'No podcasts found';

export type SearchOption<V extends string | number> = { value: V; label: string; artwork?: string };

export type SearchSelectProps<V extends string | number> = {
  /** The field's label (shown above the button unless `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  /** The choices after the 'all' entry: the whole list, or its first page when `total` says there are more. */
  options: readonly SearchOption<V>[];
  /**
   * How many choices the whole list has (default: `options.length`). When it is more than `options` holds and
   * `search` is given, typing searches on the server instead of in `options`.
   */
  total?: number;
  /** Searches the whole list on the server (the text trimmed, in lower case); only called when `total` says so. */
  search?(query: string): Promise<SearchAnswer<V>>;
  /** The chosen option when it is not among `options` (a long list's first page), so the button can name it. */
  chosen?: SearchOption<V>;
  /** The chosen option, or 'all'. */
  value: V | 'all';
  /** `option`: the picked entry (absent for 'all'), whose label a long list's first page may not hold. */
  onChange(value: V | 'all', option?: SearchOption<V>): void;
  /** The 'all' entry's text, also shown when nothing is chosen: 'All podcasts', 'All advertisers'. */
  allLabel: string;
  /** Opens the menu from the button's right edge (a control at the right of the screen); default the left. */
  menuAtEnd?: boolean;
  searchPlaceholder?: string;
  emptyText?: string;
  disabled?: boolean;
};

type Entry<V> = { value: V | 'all'; label: string; artwork?: string };

function Art({ src }: { src?: string }) {
  return src ? <img className="ps-ssel__art" src={src} alt="" width={22} height={22} loading="lazy" /> : null;
}

/** The text filter, `SEARCH_DEBOUNCE_MS` behind the input. */
function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (value === '') return setDebounced('');
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A dropdown with a search box: the button opens it and focuses the search, arrows move, Enter picks, Escape or a
 * click outside closes it (focus returns to the button). Works inside shadow roots: outside clicks are read from the
 * event's composed path, since a document listener only sees the shadow host as the target.
 */
export function SearchSelect<V extends string | number>(props: SearchSelectProps<V>) {
  const { label, hideLabel, options, total, search: searchServer, value, onChange, allLabel, disabled } = props;
  const { searchPlaceholder = SEARCH_PLACEHOLDER, emptyText = SEARCH_EMPTY } = props;
  const id = useUniqueId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  useOwnStyles(root, css);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const filter = useDebounced(normaliseSearch(query), SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const { matching, pending } = useOptionSearch(options, total, filter, searchServer);
  // The last option picked: a server search's answer is gone once the menu closes, its label is not.
  const [picked, setPicked] = useState<SearchOption<V> | null>(null);

  const entries = useMemo<Entry<V>[]>(
    () => (filter ? [...matching] : [{ value: 'all', label: allLabel }, ...matching]),
    [matching, filter, allLabel],
  );
  const chosen = [...options, ...matching, props.chosen, picked].find((o) => o && o.value === value);

  // A new list (the search changed) starts on the chosen option; a new value alone leaves the active one where it is.
  const chosenValue = useLatest(value);
  useEffect(
    () =>
      setActive(
        Math.max(
          0,
          entries.findIndex((e) => e.value === chosenValue.current),
        ),
      ),
    [entries, chosenValue],
  );
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  useEffect(() => {
    if (!open) return;
    // Not the autofocus attribute: browsers honour it once per document, and Preact sets it as an attribute.
    search.current?.focus();
    const outside = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const show = () => {
    setQuery('');
    setOpen(true);
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const pick = (entry: Entry<V> | undefined) => {
    if (!entry) return;
    close();
    const option = entry.value === 'all' ? undefined : (entry as SearchOption<V>);
    if (option) setPicked(option);
    if (entry.value !== value) onChange(entry.value, option);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = entries.length - 1;
    // Functional updates: key repeat can fire twice before a render.
    const moves: Record<string, (a: number) => number> = {
      ArrowDown: (a) => a + 1,
      ArrowUp: (a) => a - 1,
      PageDown: () => last,
      PageUp: () => 0,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive((a) => Math.min(last, Math.max(0, moves[event.key](a))));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(entries[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // inside a dialog, Escape closes the menu only
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <div className="ps-ssel" ref={root}>
      <span className={hideLabel ? 'ps-visually-hidden' : 'ps-ssel__label'} id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        className="ps-ssel__button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close() : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            show();
          }
        }}
      >
        <Art src={chosen?.artwork} />
        <span className="ps-ssel__value" id={`${id}-value`}>
          {chosen?.label ?? allLabel}
        </span>
        <span className="ps-ssel__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <div className={`ps-ssel__menu${props.menuAtEnd ? ' ps-ssel__menu--end' : ''}`}>
          <input
            ref={search}
            className="ps-ssel__search"
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder={searchPlaceholder}
            aria-label={searchPlaceholder}
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={entries.length ? optionId(active) : undefined}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <ul
            ref={list}
            className="ps-ssel__list"
            role="listbox"
            id={`${id}-list`}
            aria-labelledby={`${id}-label`}
            aria-busy={pending || undefined}
          >
            {entries.map((e, i) => (
              <li
                key={String(e.value)}
                id={optionId(i)}
                data-index={i}
                role="option"
                aria-selected={e.value === value}
                className={`ps-ssel__option${i === active ? ' ps-ssel__option--active' : ''}`}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(ev) => ev.preventDefault()}
                onClick={() => pick(e)}
              >
                <Art src={e.artwork} />
                <span className="ps-ssel__name">{e.label}</span>
                {e.value === value ? (
                  <span className="ps-ssel__check" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {entries.length === 0 && !pending ? (
            <p className="ps-ssel__empty" role="status">
              {emptyText}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
