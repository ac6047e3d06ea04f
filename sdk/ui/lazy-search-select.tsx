import { useEffect, useState } from 'react';
import type { SearchSelect, SearchSelectProps } from './search-select';

type Loaded = { SearchSelect: typeof SearchSelect };
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
const load = () =>
  (loading ??= import('./search-select').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // tried again by the next select that needs it
      throw error;
    },
  ));

/**
 * `SearchSelect` whose code (a chunk of its own, about 3 KB gzip) is fetched when a long list first needs it, so a
 * widget whose lists are short never downloads it. Until it has loaded, or where it cannot load, a native select of the
 * options given (a long list's first page and the chosen one) stands in, with the same label and value.
 */
export function LazySearchSelect<V extends string | number>(props: SearchSelectProps<V>) {
  const [module, setModule] = useState<Loaded | null>(() => loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    load().then(
      (m) => live && setModule(m),
      () => undefined, // the native select stays
    );
    return () => {
      live = false;
    };
  }, [module]);
  if (module) return <module.SearchSelect {...props} />;
  const { label, hideLabel, options, value, onChange, allLabel, disabled } = props;
  const chosen = props.chosen && !options.some((o) => o.value === props.chosen!.value) ? [props.chosen] : [];
  const all = [...options, ...chosen];
  return (
    <label className="ps-ssel">
      <span className={hideLabel ? 'ps-visually-hidden' : 'ps-ssel__label'}>{label}</span>
      <select
        className="ps-select"
        value={String(value)}
        disabled={disabled}
        onChange={(e) => {
          const picked = all.find((o) => String(o.value) === e.currentTarget.value);
          onChange(picked ? picked.value : 'all', picked);
        }}
      >
        <option value="all">{allLabel}</option>
        {all.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
