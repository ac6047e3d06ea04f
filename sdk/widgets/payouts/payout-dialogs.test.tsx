import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMessage } from '../../core/message-format';
import de from '../../locales/de.json';
import { fakeClient, flushRender, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { CountryDialog } from './country-dialog';
import { WithdrawDialog } from './withdraw-dialog';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  vi.restoreAllMocks();
});

const german = Object.fromEntries(Object.entries(de).map(([key, text]) => [key, compileMessage(text)]));
const dialog = (root: HTMLElement) => within(root.querySelector<HTMLElement>('dialog')!);

/** Types as a browser does (React tracks the native value setter). */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe(`WithdrawDialog (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it("speaks the widget's language: its labels, the rule's message and the balance's figures", async () => {
    const { client, calls } = fakeClient({});
    const view = await renderWidget(
      <WithdrawDialog open balance={1500} onClose={() => {}} onWithdrawn={() => {}} />,
      client,
      'de',
      { messages: german },
    );
    cleanup = view.unmount;
    const d = dialog(view.container);
    expect(d.getByRole('heading').textContent).toBe('Guthaben auszahlen');
    expect(view.container.textContent).toContain('Verfügbares Guthaben: 1.500,00');
    d.getByRole('button', { name: 'Auszahlen' }).click();
    await waitFor(() => expect(d.getByLabelText('Betrag (USD)').getAttribute('aria-invalid')).toBe('true'));
    expect(view.container.textContent).toContain('Betrag ist erforderlich.');
    expect(calls).toHaveLength(0);
  });

  it('withdraws through the environment client and reports the amount', async () => {
    const onWithdrawn = vi.fn();
    const { client, calls } = fakeClient({
      'POST /stripe/withdraw': {
        status: 201,
        body: { available_amount: 1300, transaction: { created_at: '', description: 'Withdrawal', amount: -200 } },
      },
    });
    const view = await renderWidget(
      <WithdrawDialog open balance={1500} onClose={() => {}} onWithdrawn={onWithdrawn} />,
      client,
    );
    cleanup = view.unmount;
    typeInto(dialog(view.container).getByLabelText<HTMLInputElement>('Amount (USD)'), '200');
    await flushRender();
    dialog(view.container).getByRole('button', { name: 'Withdraw' }).click();
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalledWith(200));
    expect(calls[0].body).toEqual({ amount: 200 });
  });
});

describe(`CountryDialog in a host page (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  const hostPage = async (reply: { status: number; body: object }) => {
    const tab = { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const assign = vi.fn();
    const { client } = fakeClient({ 'POST /stripe/create_account': reply });
    const onAccountCreated = vi.fn();
    const view = await renderWidget(
      <CountryDialog open onClose={() => {}} onAccountCreated={onAccountCreated} />,
      client,
      'en-US',
      { widget: 'earnings-card' },
    );
    cleanup = view.unmount;
    return { view, tab, open, assign, onAccountCreated };
  };

  it('opens a tab during the click, sends it to the link without an opener, and offers the link again', async () => {
    const page = await hostPage({ status: 201, body: { stripe_link: 'http://pay.test/onboard/abc' } });
    dialog(page.view.container).getByRole('button', { name: 'Continue' }).click();
    expect(page.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(page.tab.location.href).toBe('http://pay.test/onboard/abc'));
    expect(page.tab.opener).toBeNull();
    expect(page.onAccountCreated).toHaveBeenCalledTimes(1);
    const link = await waitFor(() =>
      dialog(page.view.container).getByRole('link', { name: 'Open the payment provider' }),
    );
    expect(link.getAttribute('href')).toBe('http://pay.test/onboard/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('closes the empty tab when the account cannot be created, says why, and lets the user try again', async () => {
    const page = await hostPage({ status: 500, body: { detail: { stripe_account: 'The provider is down.' } } });
    const d = dialog(page.view.container);
    d.getByLabelText<HTMLSelectElement>('Bank country').value = 'GB';
    d.getByLabelText('Bank country').dispatchEvent(new Event('change', { bubbles: true }));
    await flushRender();
    d.getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => expect(d.getByRole('alert').textContent).toBe('The provider is down.'));
    expect(d.getByLabelText<HTMLSelectElement>('Bank country').value).toBe('GB');
    await waitFor(() => expect(page.tab.close).toHaveBeenCalled());
    await waitFor(() =>
      expect(dialog(page.view.container).getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(
        false,
      ),
    );
    expect(page.onAccountCreated).not.toHaveBeenCalled();
  });
});
