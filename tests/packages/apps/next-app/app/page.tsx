// A Server Component: it imports the wrapper's widgets directly, so `next build` fails if @podspot/react's entry is
// not marked 'use client'. It renders them inside the platform's own client component that owns fetchToken.
import { EarningsCard, OpportunitiesInbox } from '@podspot/react';
import { PodspotSetup } from './podspot-setup';

// Rendered per request: the Podspot origin is the mock server's, on a port chosen by the test after the build.
export const dynamic = 'force-dynamic';

export default function Page() {
  const scriptSrc = process.env.PODSPOT_SCRIPT_SRC ?? 'http://localhost:4010/sdk/podspot.js';
  return (
    <main>
      <h1>Castwave dashboard</h1>
      <PodspotSetup scriptSrc={scriptSrc}>
        <EarningsCard id="earnings" className="card" data-testid="earnings-wrapper" preset="last_7_days" />
        <OpportunitiesInbox id="inbox" compact />
      </PodspotSetup>
    </main>
  );
}
