import { useEffect, useRef, useState } from 'react';
import { EarningsCard, OpportunitiesInbox, PodspotProvider, type PodspotEvent } from '@podspot/react';

/** A hosting platform's component: two Podspot widgets, a preset switch, and what it does with Podspot's events. */
export function SponsorshipPanel({ fetchToken }: { fetchToken: () => Promise<string> }) {
  const [preset, setPreset] = useState<'last_7_days' | 'last_30_days'>('last_30_days');
  const [accepted, setAccepted] = useState<number[]>([]);
  const [lastDomEvent, setLastDomEvent] = useState('none');
  const section = useRef<HTMLElement>(null);
  const onEvent = (event: PodspotEvent) => {
    if (event.type === 'opportunity_accepted') setAccepted((ids) => [...ids, event.detail.opportunityId]);
  };
  // The same event as a DOM CustomEvent, bubbling from the widget's element.
  useEffect(() => {
    const element = section.current;
    const listener = (e: CustomEvent<{ opportunityId: number }>) =>
      setLastDomEvent(`accepted ${e.detail.opportunityId}`);
    element?.addEventListener('podspot:opportunity_accepted', listener);
    return () => element?.removeEventListener('podspot:opportunity_accepted', listener);
  }, []);
  return (
    <PodspotProvider fetchToken={fetchToken} onEvent={onEvent} locale="en-US">
      <section ref={section} aria-label="Sponsorships">
        <button type="button" onClick={() => setPreset('last_7_days')}>
          Last 7 days
        </button>
        <EarningsCard preset={preset} />
        <OpportunitiesInbox compact />
        <p role="status">
          {accepted.length === 0 ? 'No opportunity accepted yet' : `Accepted: ${accepted.join(', ')}`}
        </p>
        <p data-testid="dom-event">{lastDomEvent}</p>
      </section>
    </PodspotProvider>
  );
}
