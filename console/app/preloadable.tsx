import { use, type ComponentType } from 'react';

/**
 * Like React.lazy, but once its module is loaded it renders at once, without suspending. React holds back the reveal
 * of a suspended boundary for up to 300 ms after its fallback was shown; main.tsx loads the first page's chunks before
 * the first render, so the first page appears as soon as they arrive instead of after that throttle.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = null; // the next render (a navigation, a reload link) tries again
        throw error;
      },
    );
    return pending;
  };
  function Preloadable(props: P) {
    const Component = Loaded ?? use(preload()); // suspends until loaded; a failed load reaches the error boundary
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
