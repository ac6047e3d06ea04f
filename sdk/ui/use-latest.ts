import { useRef } from 'react';

/**
 * A ref that always holds this render's `value`: effects read the newest callback or prop through it without running
 * again each time its identity changes (callbacks written inline are new on every render).
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
