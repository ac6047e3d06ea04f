import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EarningsCard, GoLiveUploader, OpportunitiesInbox, PodspotProvider, type WidgetProps } from '@podspot/react';

// A hosting platform's dashboard as its engineer would write it from sdk/README.md. The test page passes the Podspot
// origin in the address (`?podspot=http://localhost:…`): it is the mock server's, on a port chosen per run.
const params = new URLSearchParams(location.search);
const podspotOrigin = params.get('podspot') ?? 'http://localhost:4010';
const version = params.get('version') ?? '0.2.0';
// `?pinned`: the loader @podspot/js pins (PodspotProvider's default), with the API at the Podspot origin given.
const pinned = params.has('pinned');

/** The platform's backend mints the embed token with its partner key. */
async function fetchToken(): Promise<string> {
  const answer = await fetch('/my-backend/podspot-token', { method: 'POST' });
  if (!answer.ok) throw new Error(`token request failed: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

type Preset = NonNullable<WidgetProps['earnings-card']['preset']>;

function Dashboard() {
  const [renders, setRenders] = useState(0);
  const [preset, setPreset] = useState<Preset>('last_7_days');
  const [views, setViews] = useState<string[]>([]);
  return (
    <PodspotProvider
      scriptSrc={pinned ? undefined : `${podspotOrigin}/sdk/v${version}/podspot.js`}
      apiBase={pinned ? `${podspotOrigin}/api` : undefined}
      fetchToken={fetchToken}
      locale="en-US"
    >
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Re-render ({renders})
      </button>
      <button type="button" onClick={() => setPreset('last_30_days')}>
        Last 30 days
      </button>
      <EarningsCard
        id="earnings"
        className="host-card"
        style={{ minHeight: 120 }}
        data-testid="earnings-wrapper"
        aria-label="Podspot earnings"
        preset={preset}
      />
      {/* An inline callback that reads this render's state: the widget must always call the latest one. */}
      <OpportunitiesInbox id="inbox" onViewChange={(view) => setViews((list) => [...list, `${view} at ${renders}`])} />
      <GoLiveUploader id="golive" />
      <ol id="views">
        {views.map((view, i) => (
          <li key={i}>{view}</li>
        ))}
      </ol>
    </PodspotProvider>
  );
}

function App() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        {shown ? 'Remove Podspot' : 'Add Podspot'}
      </button>
      {shown ? <Dashboard /> : <p>Podspot removed.</p>}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
