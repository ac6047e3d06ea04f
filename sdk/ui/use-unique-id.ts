import { useState } from 'react';

let next = 0;

/**
 * An id unique on the page for the component's life. Not `useId`: Preact numbers a part drawn after its chunk arrived
 * (sdk/ui/lazy-part.tsx) from zero again, so a lazy dialog's title got the id of the list's heading in the same shadow
 * root and its accessible name with it. The widgets and the console render only in the browser, so a counter is safe.
 */
export function useUniqueId(): string {
  const [id] = useState(() => `ps-${(next++).toString(36)}`);
  return id;
}
