import { afterEach, describe, expect, it } from 'vitest';
import type { Change } from '../../core/change-bus';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { OpportunitiesInbox } from './opportunities-inbox';
import { groupNames, inboxServer, OFFERS, title } from './test/fixtures';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe(`OpportunitiesInbox and the instance's changes (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it("another widget's accept asks for the list again; the list on screen stays until the answer", async () => {
    const server = inboxServer();
    const fake = fakeClient(server.routes);
    let publish: ((change: Change) => void) | null = null;
    const onChange = (listener: (change: Change) => void) => {
      publish = listener;
      return () => void (publish = null);
    };
    const view = await renderWidget(<OpportunitiesInbox />, fake.client, 'en-US', { onChange });
    cleanup = view.unmount;
    const c = view.container;
    await waitFor(() => expect(title(c)).toBe(`Opportunities ${OFFERS.length}`));
    const drawn = groupNames(c);
    // Another inbox of the instance accepted one: the server's list lost it.
    server.state.offered = server.state.offered.filter((o) => o.id !== 11);
    const calls = fake.calls.length;
    publish!({ type: 'opportunity_accepted', detail: { opportunityId: 11 } });
    expect(groupNames(c)).toEqual(drawn);
    await waitFor(() => expect(title(c)).toBe(`Opportunities ${OFFERS.length - 1}`));
    expect(fake.calls.slice(calls).map((call) => call.url.pathname + call.url.search)).toEqual([
      '/api/earn/opportunities?rejected=false&row_limit=40&sort=recent',
    ]);
  });
});
