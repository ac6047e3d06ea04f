import { useLayoutEffect } from 'react';

/**
 * For an effect that starts a request: it runs as soon as the render is committed. A plain useEffect runs only after
 * the next frame has been painted under Preact (requestAnimationFrame, then a task), so the request would leave a
 * frame or more later, while the widget already shows its spinner.
 */
export const useRequestEffect = useLayoutEffect;
