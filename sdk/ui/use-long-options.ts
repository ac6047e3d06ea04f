import { useMemo, useState } from 'react';
import { OPTIONS_PAGE } from '../core/option-search';

/**
 * The options a native select draws. A long list (more than OPTIONS_PAGE: 2,000 campaign names on a large account)
 * costs a hundred milliseconds or more to render, and is only read once the select is opened: until it is focused or
 * pressed, the select draws its first option and the chosen one only, so it shows the same value. Focus comes before
 * the select's menu opens, by pointer or keyboard, so the menu always lists every option.
 */
export function useLongOptions<O extends { value: string | number }>(options: readonly O[], chosen: string | number) {
  const [wanted, setWanted] = useState(false);
  const whole = wanted || options.length <= OPTIONS_PAGE;
  const few = useMemo(() => options.filter((o, i) => i === 0 || o.value === chosen), [options, chosen]);
  return {
    /** The same array while `options`, `chosen` and the focus stay (memoise what is drawn from it). */
    options: whole ? options : few,
    /** Spread on the select. */
    reveal: whole ? {} : { onFocus: () => setWanted(true), onPointerDown: () => setWanted(true) },
  };
}
