/** `onViewChange` → `view_change`. */
export const callbackEventType = (callback: string) =>
  callback
    .slice(2)
    .replace(/^[A-Z]/, (c) => c.toLowerCase())
    .replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
