import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingView } from '@sdk/api/onboarding';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '@sdk/test/render-widget';
import { SmartFeedScreen } from '@sdk/widgets/onboarding/smart-feed-screen';
import { button } from './test-helpers';

const next: OnboardingView = {
  onboarding_state: 'onboarding_analyst_access',
  completed: false,
  estimated_dls_per_ep: 2500,
};
const FEED = 'http://localhost:4010/feeds/abc123.xml';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function setup(integrated: boolean) {
  const fake = fakeClient({
    'GET /onboarding/podspot/smart_feed': { body: { smart_feed: FEED, feed_integrated: integrated } },
    'POST /onboarding/podspot/smart_feed/accept': { body: next },
  });
  const onAdvance = vi.fn();
  const view = await renderWidget(
    <SmartFeedScreen state="onboarding_setup_mirror" onAdvance={onAdvance} />,
    fake.client,
  );
  cleanup = view.unmount;
  return { ...fake, view, onAdvance };
}

describe(`SmartFeedScreen (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the smart feed URL with Copy; "I\'ve done it" accepts the feed', async () => {
    const s = await setup(false);
    await waitFor(() => expect(s.view.container.querySelector<HTMLInputElement>('input[readonly]')?.value).toBe(FEED));
    expect(s.onAdvance).not.toHaveBeenCalled();
    button(s.view.container, 'Copy');
    button(s.view.container, "I've done it").click();
    await waitFor(() => expect(s.onAdvance).toHaveBeenCalledWith(next));
    expect(s.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/onboarding/podspot/smart_feed/accept',
    ]);
  });

  it('moves on by itself, once, when the server says the feed is integrated', async () => {
    const s = await setup(true);
    await waitFor(() => expect(s.onAdvance).toHaveBeenCalledWith(next));
    await s.settled(); // every call the screen made has been answered and handled
    expect(s.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
