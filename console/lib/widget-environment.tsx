import { useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@sdk/api/client';
import { WidgetProvider, type WidgetEnvironment } from '@sdk/ui/widget-context';
import { api } from './api';

const environment: WidgetEnvironment = {
  client: api,
  locale: 'en-US',
  // The console reacts to its own state; widget events matter to host pages only.
  emit: () => {},
};

/** Lets console pages render the SDK's widgets directly, on the console's client (or `client`, one wrapping it). */
export function ConsoleWidgets({ children, client }: { children: ReactNode; client?: ApiClient }) {
  const value = useMemo(() => (client ? { ...environment, client } : environment), [client]);
  return <WidgetProvider value={value}>{children}</WidgetProvider>;
}
