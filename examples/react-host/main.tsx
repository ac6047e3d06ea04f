import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  EarningsCard,
  GoLiveUploader,
  OpportunitiesInbox,
  PodspotProvider,
  type PodspotEvent,
  type WidgetProps,
} from '@sdk/embed/react/index';

/** Castwave's React dashboard: the Podspot React wrapper on real React (built to dist/examples/react-host.js). */
const podspotOrigin =
  document.querySelector<HTMLMetaElement>('meta[name="podspot-origin"]')?.content ?? 'http://localhost:4010';
// The loader's sha384 hash, which examples/server.ts writes into the page from dist/sdk/manifest.json.
const podspotIntegrity = document.querySelector<HTMLMetaElement>('meta[name="podspot-sri"]')?.content || undefined;
const USER = 'publisher@podspot.test';

/** Castwave's backend mints the embed token with its partner key (examples/server.ts). */
async function fetchToken(): Promise<string> {
  const answer = await fetch('/my-backend/podspot-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: USER }),
  });
  if (!answer.ok) throw new Error(`token request failed: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

type Preset = NonNullable<WidgetProps['earnings-card']['preset']>;
const PRESETS: { value: Preset; label: string }[] = [
  { value: 'last_7_days', label: 'Last 7 days' },
  { value: 'last_30_days', label: 'Last 30 days' },
  { value: 'last_90_days', label: 'Last 90 days' },
];

function App() {
  const [preset, setPreset] = useState<Preset>('last_30_days');
  const [showCard, setShowCard] = useState(true);
  const [events, setEvents] = useState<{ id: number; text: string }[]>([]);
  const onEvent = useCallback((event: PodspotEvent) => {
    setEvents((list) =>
      [{ id: Date.now() + Math.random(), text: `${event.type} ${JSON.stringify(event.detail)}` }, ...list].slice(0, 30),
    );
  }, []);

  return (
    <PodspotProvider
      scriptSrc={`${podspotOrigin}/sdk/podspot.js`}
      scriptIntegrity={podspotIntegrity}
      apiBase={`${podspotOrigin}/api`}
      fetchToken={fetchToken}
      appearance={{ colorPrimary: '#0a7c4a', radius: '10px', colorScheme: 'light' }}
      locale="en-US"
      onEvent={onEvent}
    >
      <div className="host-grid">
        <section className="host-panel" aria-labelledby="earnings-title">
          <h2 id="earnings-title">Earnings</h2>
          <div className="host-controls" role="group" aria-label="Earnings card">
            {PRESETS.map((p) => (
              <button
                key={p.value}
                type="button"
                aria-pressed={preset === p.value}
                disabled={!showCard}
                onClick={() => setPreset(p.value)}
              >
                {p.label}
              </button>
            ))}
            <button type="button" id="toggle-card" onClick={() => setShowCard((s) => !s)}>
              {showCard ? 'Remove the card' : 'Add the card'}
            </button>
          </div>
          {showCard ? (
            <EarningsCard preset={preset} href={`${podspotOrigin}/earn/insights`} />
          ) : (
            <p className="host-note">The card is unmounted.</p>
          )}
        </section>
        <section className="host-panel" aria-labelledby="golive-title">
          <h2 id="golive-title">Go live</h2>
          <GoLiveUploader />
        </section>
        <section className="host-panel host-panel--wide" aria-labelledby="inbox-title">
          <h2 id="inbox-title">Sponsorship opportunities</h2>
          <OpportunitiesInbox podcastId="all" />
        </section>
      </div>
      <section className="host-log" aria-labelledby="log-title">
        <h2 id="log-title">Podspot events</h2>
        <ol id="event-log">
          {events.map((e) => (
            <li key={e.id}>{e.text}</li>
          ))}
        </ol>
      </section>
    </PodspotProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
