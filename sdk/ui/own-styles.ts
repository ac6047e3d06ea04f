import { useLayoutEffect, type RefObject } from 'react';
import { adoptStyles } from './styles';

/**
 * Adopts a primitive's own CSS into whatever root it renders in (a widget's shadow root or the console's document),
 * so a primitive works wherever it is used without every widget listing its styles.
 */
export function useOwnStyles(ref: RefObject<Element | null>, css: string) {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root && (root instanceof Document || (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot)))
      adoptStyles(root, css);
  }, [ref, css]);
}
