import { useRef } from './react-hooks';
import { shallowEqual } from '../../core/shallow-equal';

/** `value`, or the previous render's value when that one is shallowly equal (an object literal written inline). */
export function useShallowStable<T extends object | undefined>(value: T): T {
  const ref = useRef(value);
  if (!shallowEqual(ref.current, value)) ref.current = value;
  return ref.current;
}
