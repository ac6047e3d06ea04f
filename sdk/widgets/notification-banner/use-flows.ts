import { useEffect, useState } from 'react';
import { useWidgetEnvironment } from '../../ui/widget-context';
import type { Flows as FlowsComponent, OpenFlow } from './flows';

let loading: Promise<typeof FlowsComponent> | null = null;
/** The flows' chunk, fetched once; a failed fetch is tried anew next time (a browser fetches it anew on import()). */
const loadFlows = () =>
  (loading ??= import('./flows').then(
    (m) => m.Flows,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * The flows' component once its chunk is in: fetched as soon as `wanted` (an item that opens a flow is on screen) or a
 * flow is `open`. A failed fetch closes the flow and is reported as `error`; the next action fetches it anew.
 */
export function useFlows(wanted: boolean, open: OpenFlow, close: () => void) {
  const { emit } = useWidgetEnvironment();
  const [Flows, setFlows] = useState<typeof FlowsComponent | null>(null);
  const asked = wanted || open !== null;
  useEffect(() => {
    if (!asked || Flows) return;
    let live = true;
    loadFlows().then(
      (component) => live && setFlows(() => component),
      (error: unknown) => {
        if (!live) return;
        close();
        emit('error', { message: `notification-banner: its dialogs could not be loaded (${String(error)})` });
      },
    );
    return () => {
      live = false;
    };
    // `close` is the parent's, new on each render; the fetch depends on being asked only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, Flows, emit]);
  return Flows;
}
