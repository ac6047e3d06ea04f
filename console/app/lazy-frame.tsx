import { preloadable } from './preloadable';

/** The frame (side nav, top bar, breadcrumbs) is needed by signed-in pages only: /login loads without it. */
export const { Component: Frame, preload: preloadFrame } = preloadable(() => import('./frame').then((m) => m.Frame));
