import { useState } from 'react';
import { EarningsCard, OpportunitiesInbox, PodspotProvider, type OpportunitiesInboxView } from '@podspot/react';

// sdk/README.md's React example as written, so its "Unit tests" example below runs against the documented component.

/** Your backend mints the embed token (see "Your backend: the token endpoint" below). */
async function fetchToken(): Promise<string> {
  const answer = await fetch('/my-backend/podspot-token', { method: 'POST' });
  if (!answer.ok) throw new Error(`token request failed: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

export function Dashboard() {
  const [view, setView] = useState<OpportunitiesInboxView>('inbox');
  return (
    <PodspotProvider fetchToken={fetchToken} appearance={{ colorPrimary: '#0a7c4a' }} onEvent={(e) => console.log(e)}>
      <EarningsCard preset="last_30_days" href="/insights" className="card" />
      <OpportunitiesInbox view={view} onViewChange={setView} id="inbox" data-testid="inbox" />
    </PodspotProvider>
  );
}
