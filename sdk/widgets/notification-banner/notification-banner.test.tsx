import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequiredActions } from '../../api/required-actions';
import type { Change } from '../../core/change-bus';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { OFFERS } from '../opportunities-inbox/test/fixtures';
import { NotificationBanner } from './notification-banner';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  vi.restoreAllMocks();
});

/** A server whose required actions follow its offered opportunities, as GET /publisher/actions derives them. */
function bannerServer() {
  const state = {
    offered: OFFERS.slice(0, 3).map((o) => o.id),
    accepted: [] as number[],
    fail: false,
    onboarded: false,
  };
  const actions = (): RequiredActions => {
    const list: RequiredActions['actions'] = [
      { kind: 'upload_audio', count: 2 + state.accepted.length, deadline: null, ids: [41, 42, ...state.accepted] },
    ];
    if (!state.onboarded) list.push({ kind: 'complete_onboarding', count: 1, deadline: null, ids: [] });
    if (state.offered.length)
      list.push({
        kind: 'answer_opportunities',
        count: state.offered.length,
        deadline: '2026-12-04',
        ids: state.offered,
      });
    return { total: list.reduce((n, a) => n + a.count, 0), actions: list };
  };
  const fake = fakeClient(
    {
      'GET /publisher/actions': () =>
        state.fail ? { status: 500, body: { detail: { error: 'Actions are being rebuilt.' } } } : { body: actions() },
      'GET /earn/opportunities': () => ({
        body: {
          data: { opportunities: OFFERS.filter((o) => state.offered.includes(o.id)) },
          rejected_opportunities: 0,
        },
      }),
    },
    {
      'POST /earn/opportunity/11/accept': () => {
        state.offered = state.offered.filter((id) => id !== 11);
        state.accepted.push(11);
        return { body: {} };
      },
    },
  );
  return { state, ...fake };
}

/**
 * Each line of the banner as the user reads it: its count badge (drawn, hidden from assistive technology: the sentence
 * says the count), its sentence and its button.
 */
const lines = (c: HTMLElement) =>
  within(c)
    .queryAllByRole('listitem')
    .map((li) => {
      const badge = li.querySelector('[aria-hidden="true"]');
      const button = within(li).getByRole('button');
      const sentence = [...li.children].find((child) => child !== badge && child !== button);
      return [badge?.textContent, sentence?.textContent, button.textContent];
    });

describe(`NotificationBanner (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('lists the required actions with their counts, the dated one first, and reports the counts', async () => {
    const server = bannerServer();
    const onNotificationsChange = vi.fn();
    const view = await renderWidget(
      <NotificationBanner onNotificationsChange={onNotificationsChange} />,
      server.client,
    );
    cleanup = view.unmount;
    await waitFor(() => expect(lines(view.container)).toHaveLength(3));
    expect(within(view.container).getByRole('heading', { name: 'Action required' })).toBeTruthy();
    expect(lines(view.container)).toEqual([
      ['3', '3 opportunities are waiting for your answer. Due Dec 4, 2026', 'Review'],
      ['1', 'Finish setting up your Podspot account.', 'Finish setup'],
      ['2', '2 accepted Podspots have no audio yet.', 'Upload Podspot'],
    ]);
    expect(onNotificationsChange.mock.calls).toEqual([[{ total: 6, actionRequired: 3 }]]);
    expect(view.events).toContainEqual({ type: 'ready', detail: { widget: 'notification-banner' } });
  });

  it('takes no room when nothing is due, and says so once', async () => {
    const fake = fakeClient({ 'GET /publisher/actions': { body: { total: 0, actions: [] } } });
    const onNotificationsChange = vi.fn();
    const view = await renderWidget(<NotificationBanner onNotificationsChange={onNotificationsChange} />, fake.client);
    cleanup = view.unmount;
    await waitFor(() => expect(onNotificationsChange).toHaveBeenCalledWith({ total: 0, actionRequired: 0 }));
    await fake.settled();
    expect(view.container.innerHTML).toBe('');
  });

  it('asks again at once when another widget of the instance accepts, keeping the lines meanwhile', async () => {
    const server = bannerServer();
    let publish: ((change: Change) => void) | null = null;
    const onChange = (listener: (change: Change) => void) => {
      publish = listener;
      return () => void (publish = null);
    };
    const onNotificationsChange = vi.fn();
    const view = await renderWidget(
      <NotificationBanner onNotificationsChange={onNotificationsChange} />,
      server.client,
      'en-US',
      { onChange },
    );
    cleanup = view.unmount;
    await waitFor(() => expect(lines(view.container)).toHaveLength(3));
    server.state.offered = [12, 13];
    publish!({ type: 'opportunity_accepted', detail: { opportunityId: 11 } });
    expect(lines(view.container)).toHaveLength(3);
    await waitFor(() => expect(lines(view.container)[0][0]).toBe('2'));
    expect(onNotificationsChange.mock.calls.at(-1)).toEqual([{ total: 5, actionRequired: 3 }]);
  });

  it("asks again when the instance's onboarding widget completes, and drops that line", async () => {
    const server = bannerServer();
    let publish: ((change: Change) => void) | null = null;
    const onChange = (listener: (change: Change) => void) => {
      publish = listener;
      return () => void (publish = null);
    };
    const view = await renderWidget(<NotificationBanner />, server.client, 'en-US', { onChange });
    cleanup = view.unmount;
    await waitFor(() => expect(lines(view.container)).toHaveLength(3));
    server.state.onboarded = true;
    publish!({ type: 'onboarding_completed', detail: {} });
    await waitFor(() => expect(lines(view.container)).toHaveLength(2));
    expect(
      lines(view.container)
        .map(([, sentence]) => sentence)
        .join(' '),
    ).not.toMatch(/onboarding/i);
  });

  it('calls onAction instead of opening the flow when the host routes it', async () => {
    const server = bannerServer();
    const onAction = vi.fn();
    const view = await renderWidget(<NotificationBanner onAction={onAction} />, server.client);
    cleanup = view.unmount;
    await waitFor(() => expect(lines(view.container)).toHaveLength(3));
    within(view.container).getByRole('button', { name: 'Review' }).click();
    within(view.container).getByRole('button', { name: 'Upload Podspot' }).click();
    expect(onAction.mock.calls).toEqual([
      [{ kind: 'answer_opportunities', id: 11 }],
      [{ kind: 'upload_audio', id: 41 }],
    ]);
    await server.settled();
    expect(server.calls.map((c) => c.url.pathname)).toEqual(['/api/publisher/actions']);
    expect(view.container.querySelector('dialog')).toBeNull();
  });

  it('opens the review in place when nobody takes the action; accepting lowers the count', async () => {
    const server = bannerServer();
    // What the embed layer answers when the host gave no onAction (sdk/embed/runtime/callback-events.ts).
    const view = await renderWidget(<NotificationBanner onAction={() => false} />, server.client);
    cleanup = view.unmount;
    await waitFor(() => expect(lines(view.container)).toHaveLength(3));
    within(view.container).getByRole('button', { name: 'Review' }).click();
    // The flows' chunk is transformed on first import: seconds on a loaded machine.
    const dialog = await waitFor(
      () => within(view.container).getByRole('dialog', { name: 'Review opportunity' }),
      10000,
    );
    expect(dialog.textContent).toContain(OFFERS[0].campaign_name);
    within(dialog).getByRole('button', { name: 'Accept' }).click();
    await waitFor(() => expect(lines(view.container)[0][0]).toBe('2'));
    expect(lines(view.container)[2][1]).toBe('3 accepted Podspots have no audio yet.');
    expect(view.events).toContainEqual({ type: 'opportunity_accepted', detail: { opportunityId: 11 } });
    await waitFor(() => expect(view.container.textContent).toContain('Opportunity accepted'));
  });

  it('shows the failure with a Retry, emits error, and recovers', async () => {
    const server = bannerServer();
    server.state.fail = true;
    const view = await renderWidget(<NotificationBanner />, server.client);
    cleanup = view.unmount;
    const alert = await waitFor(() => within(view.container).getByRole('alert'));
    expect(alert.textContent).toContain('Actions are being rebuilt.');
    expect(view.events.some((e) => e.type === 'error')).toBe(true);
    server.state.fail = false;
    within(alert).getByRole('button', { name: 'Retry' }).click();
    await waitFor(() => expect(lines(view.container)).toHaveLength(3));
  });

  it('opens the bank-country dialog for the payout account; creating it turns the line into finishing it', async () => {
    let account = false;
    const tab = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fake = fakeClient({
      'GET /publisher/actions': () => ({
        body: {
          total: 1,
          actions: [
            { kind: account ? 'finish_payout_account' : 'set_up_payout_account', count: 1, deadline: null, ids: [] },
          ],
        },
      }),
      'POST /stripe/create_account': () => {
        account = true;
        return { status: 201, body: { stripe_link: 'http://pay.test/onboard/abc' } };
      },
    });
    const view = await renderWidget(<NotificationBanner onAction={() => false} />, fake.client, 'en-US', {
      widget: 'notification-banner',
    });
    cleanup = view.unmount;
    await waitFor(() => expect(lines(view.container)).toHaveLength(1));
    within(view.container).getByRole('button', { name: 'Add payout account' }).click();
    const dialog = await waitFor(
      () => within(view.container).getByRole('dialog', { name: 'Select your bank country' }),
      10000,
    );
    within(dialog).getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => expect(tab.location.href).toBe('http://pay.test/onboard/abc'));
    await waitFor(() =>
      expect(lines(view.container)).toEqual([
        ['1', 'Finish setting up your payout account to receive your earnings.', 'Finish payout account'],
      ]),
    );
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ country_code: 'US' });
  });
});
