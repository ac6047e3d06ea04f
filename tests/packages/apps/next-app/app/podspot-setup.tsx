'use client';

import type { ReactNode } from 'react';
import { PodspotProvider } from '@podspot/react';

/** The platform's backend (app/api/podspot-token/route.ts) mints the embed token with its partner key. */
async function fetchToken(): Promise<string> {
  const answer = await fetch('/api/podspot-token', { method: 'POST' });
  if (!answer.ok) throw new Error(`token request failed: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

export function PodspotSetup({ scriptSrc, children }: { scriptSrc: string; children: ReactNode }) {
  return (
    <PodspotProvider scriptSrc={scriptSrc} fetchToken={fetchToken} locale="en-US">
      {children}
    </PodspotProvider>
  );
}
