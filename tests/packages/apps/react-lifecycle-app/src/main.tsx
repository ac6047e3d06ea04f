import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EarningsCard, PodspotProvider, SpendTable, usePodspot, type WidgetRef } from '@podspot/react';

// Per-component lifecycle callbacks, usePodspot and a component outside its provider, as a host writes them from
// sdk/README.md. The page is given the Podspot origin in its address (`?podspot=http://localhost:…`).
const params = new URLSearchParams(location.search);
const podspotOrigin = params.get('podspot') ?? 'http://localhost:4010';
const version = params.get('version') ?? '0.2.0';

async function fetchToken(): Promise<string> {
  const answer = await fetch('/my-backend/podspot-token', { method: 'POST' });
  return ((await answer.json()) as { token: string }).token;
}

function InstanceProbe() {
  const podspot = usePodspot();
  return <p id="instance">{podspot ? 'instance' : 'none'}</p>;
}

function App() {
  const [log, setLog] = useState<string[]>([]);
  const add = (line: string) => setLog((lines) => [...lines, line]);
  const name = (d: WidgetRef) => `${d.widget}#${d.id ?? ''}`;
  return (
    <>
      {/* A component outside any provider: it renders nothing and warns once. */}
      <EarningsCard id="stray" />
      <PodspotProvider scriptSrc={`${podspotOrigin}/sdk/v${version}/podspot.js`} fetchToken={fetchToken}>
        <InstanceProbe />
        <EarningsCard
          id="earnings"
          onLoaderStart={(d) => add(`loaderstart ${name(d)}`)}
          onReady={(d) => add(`ready ${name(d)}`)}
          onLoadError={(d) => add(`loaderror ${name(d)} ${d.reason}`)}
        />
        {/* The token is a publisher's: the spend table (advertisers) cannot load. */}
        <SpendTable id="spend" onLoadError={(d) => add(`loaderror ${name(d)} ${d.reason}`)} />
      </PodspotProvider>
      <ol id="log">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
