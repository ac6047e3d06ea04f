import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequiredActions } from '../../api/required-actions';
import { createChangeBus, isChange, type Change } from '../../core/change-bus';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import type { WidgetEnvironment } from '../../ui/widget-context';
import { NotificationBanner } from '../notification-banner/notification-banner';
import { Payouts } from './payouts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  vi.restoreAllMocks();
});

/** A publisher without a payout account; the summary, the details and the required actions follow the account. */
function server() {
  const account = { is_account_created: false, is_onboarding_completed: false };
  const actions = (): RequiredActions => {
    if (account.is_onboarding_completed) return { total: 0, actions: [] };
    const kind = account.is_account_created ? 'finish_payout_account' : 'set_up_payout_account';
    return { total: 1, actions: [{ kind, count: 1, deadline: null, ids: [] }] };
  };
  const fake = fakeClient(
    {
      'GET /billing/summary': () => ({
        body: {
          accruing: { month: '2026-11', amount: 10, available_on: '2026-12-01' },
          available_amount: 100,
          withdrawals_in_flight: [],
          withdrawals_paid: [],
          withdrawals_paid_count: 0,
          payout_account: { ...account },
        },
      }),
      'GET /billing/transactions': { body: { transactions: [] } },
      'GET /billing/podcast_earnings': { body: { total_earnings: 0, transactions: [] } },
      'GET /stripe/details': () => ({
        body: { ...account, stripe_link: account.is_account_created ? 'http://pay.test/onboard/1' : null },
      }),
      'GET /publisher/actions': () => ({ body: actions() }),
    },
    {
      'POST /stripe/create_account': () => {
        account.is_account_created = true;
        return { status: 201, body: { stripe_link: 'http://pay.test/onboard/1' } };
      },
    },
  );
  return { account, ...fake };
}

/** One instance in a host page: each widget's changes reach the others through the instance's change bus. */
function instance() {
  const bus = createChangeBus();
  return (): Partial<WidgetEnvironment> => {
    const self = {};
    return {
      widget: 'payouts',
      emit: (type, detail) => {
        if (isChange(type)) bus.publish(self, { type, detail } as Change);
      },
      onChange: (listener) => bus.subscribe(self, listener),
    };
  };
}

async function mountBoth() {
  const api = server();
  // The provider's tab, opened during the click (sdk/widgets/payouts/provider-tab.ts).
  const tab = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const member = instance();
  const payouts = await renderWidget(<Payouts />, api.client, 'en-US', member());
  const banner = await renderWidget(<NotificationBanner />, api.client, 'en-US', member());
  cleanups.push(payouts.unmount, banner.unmount);
  return { api, payouts: within(payouts.container), banner: within(banner.container), bannerRoot: banner.container };
}

const country = async (root: ReturnType<typeof within>) => {
  const dialog = await waitFor(() => within(root.getByRole('dialog', { name: 'Select your bank country' })));
  dialog.getByRole('button', { name: 'Continue' }).click();
  return waitFor(() => dialog.getByRole('button', { name: 'Done' }));
};

describe(`A payout account reaches the instance's other widgets (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('created and completed in the payouts widget: the banner follows without a reload', async () => {
    const { api, payouts, banner, bannerRoot } = await mountBoth();
    await waitFor(() => expect(banner.getByText('Add a payout account to receive your earnings.')).toBeTruthy());
    (await waitFor(() => payouts.getByRole('button', { name: 'Set up payout account' }))).click();
    const done = await country(payouts);
    await waitFor(() =>
      expect(banner.getByText('Finish setting up your payout account to receive your earnings.')).toBeTruthy(),
    );
    // The provider's tab finished the onboarding; Done reads the account again.
    api.account.is_onboarding_completed = true;
    done.click();
    await waitFor(() => expect(bannerRoot.innerHTML).toBe(''));
  });

  it("created and completed in the banner's bank-country flow: the payouts widget follows without a reload", async () => {
    const { api, payouts, banner } = await mountBoth();
    await waitFor(() => expect(payouts.getByRole('button', { name: 'Set up payout account' })).toBeTruthy());
    (await waitFor(() => banner.getByRole('button', { name: 'Add payout account' }))).click();
    const done = await country(banner);
    await waitFor(() => expect(payouts.getByRole('link', { name: 'Finish payout setup' })).toBeTruthy());
    api.account.is_onboarding_completed = true;
    done.click();
    await waitFor(() => expect(payouts.getByRole('button', { name: 'Withdraw funds' })).toBeTruthy());
  });
});
