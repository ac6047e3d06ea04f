import type { ReactNode } from 'react';
import { WidgetProvider, type WidgetEnvironment } from '../../sdk/ui/widget-context';
import { api } from './api';

const environment: WidgetEnvironment = {
  client: api,
  locale: 'en-US',
  // The console reacts to its own state; widget events matter to host pages only.
  emit: () => {},
};

/** Lets console pages render the SDK's widgets directly, on the console's client. */
export function ConsoleWidgets({ children }: { children: ReactNode }) {
  return <WidgetProvider value={environment}>{children}</WidgetProvider>;
}
