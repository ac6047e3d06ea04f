import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequiredActions } from '../../api/required-actions';
import type { Change } from '../../core/change-bus';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { NotificationBanner } from './notification-banner';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** GET /publisher/actions answering `actions` as they are at each call, once `gate` (if any) is open. */
function server(actions: { current: RequiredActions['actions'] }, gate: Promise<void> = Promise.resolve()) {
  return fakeClient({
    'GET /publisher/actions': async () => {
      await gate;
      return { body: { total: actions.current.reduce((n, a) => n + a.count, 0), actions: actions.current } };
    },
  });
}
const DUE: RequiredActions['actions'] = [
  { kind: 'upload_audio', count: 2, deadline: null, ids: [41, 42] },
  { kind: 'answer_opportunities', count: 3, deadline: '2026-12-04', ids: [11, 12, 13] },
];

describe(`NotificationBanner variant summary (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('draws its line while loading, then the count, and the lines only on Show', async () => {
    let answer = () => {};
    const fake = server({ current: DUE }, new Promise<void>((resolve) => (answer = resolve)));
    const view = await renderWidget(<NotificationBanner variant="summary" />, fake.client);
    cleanup = view.unmount;
    const screen = within(view.container);
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
    answer();
    const heading = await waitFor(() => screen.getByRole('heading', { name: '5 things need your attention' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    const show = screen.getByRole('button', { name: 'Show', expanded: false });
    expect(show.getAttribute('aria-describedby')).toBe(heading.id);
    show.click();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Hide', expanded: true })).toBe(show);
    expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
    show.click();
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0));
  });

  it('says nothing is due in the same line, with no button, and keeps its place', async () => {
    const fake = server({ current: [] });
    const view = await renderWidget(<NotificationBanner variant="summary" />, fake.client);
    cleanup = view.unmount;
    const screen = within(view.container);
    await waitFor(() => screen.getByRole('heading', { name: 'Nothing needs your attention' }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Nothing needs your attention' })).toBeTruthy();
  });

  it('follows the instance: the last thing settled elsewhere turns the line to nothing due', async () => {
    const actions = { current: DUE.slice(0, 1) };
    const fake = server(actions);
    let publish: ((change: Change) => void) | null = null;
    const onChange = (listener: (change: Change) => void) => {
      publish = listener;
      return () => void (publish = null);
    };
    const view = await renderWidget(<NotificationBanner variant="summary" />, fake.client, 'en-US', { onChange });
    cleanup = view.unmount;
    const screen = within(view.container);
    (await waitFor(() => screen.getByRole('button', { name: 'Show' }))).click();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    actions.current = [];
    publish!({ type: 'podspot_uploaded', detail: { podspotId: 41 } });
    await waitFor(() => screen.getByRole('heading', { name: 'Nothing needs your attention' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
