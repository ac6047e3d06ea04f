import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BANK_COUNTRIES, createPayoutAccount, type BankCountry } from '../../api/payout-account';
import type { ApiError } from '../../api/errors';
import { Dialog } from '../../ui/dialog';
import { useMessages } from '../../ui/i18n';
import { useOwnStyles } from '../../ui/own-styles';
import { useUniqueId } from '../../ui/use-unique-id';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { useFailureText } from './failure-text';
import css from './payout-dialogs.css?raw';
import messages from './payout-dialogs.messages.en.json';
import { openProviderTab, type ProviderTab } from './provider-tab';

/** Props of `CountryDialog`. */
type CountryDialogProps = {
  /** Shown while true. */
  open: boolean;
  /** Cancel, Escape, the backdrop, or Done after the provider's tab opened. */
  onClose(): void;
  /**
   * Where the provider's onboarding link goes. Default: in the console the same tab; in a host page (a mounted widget)
   * a new tab, opened during the click, with a link to it in the dialog (docs/behaviour/billing.md#bank-country-modal).
   */
  redirect?: (url: string) => void;
  /** The payout account exists now (its onboarding is still to finish): the opener reloads the payout account. */
  onAccountCreated?(): void;
};

type FormProps = Omit<CountryDialogProps, 'open'> & { onOpened(url: string): void };

function CountryForm({ onClose, redirect, onAccountCreated, onOpened }: FormProps) {
  const { client, widget } = useWidgetEnvironment();
  const t = useMessages(messages);
  const id = useUniqueId();
  const ref = useRef<HTMLFormElement>(null);
  useOwnStyles(ref, css);
  const [country, setCountry] = useState<BankCountry>('US');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureText = useFailureText();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    // Opened now, during the click: after the request the browser would block it (sdk/widgets/payouts/provider-tab.ts).
    const tab: ProviderTab | null = !redirect && widget ? openProviderTab() : null;
    setLoading(true);
    setFailure(null);
    try {
      const { stripe_link } = await createPayoutAccount(client, country);
      onAccountCreated?.();
      if (redirect) redirect(stripe_link);
      else if (tab) {
        tab.go(stripe_link);
        onOpened(stripe_link);
      } else window.location.assign(stripe_link);
    } catch (error) {
      // Said on the dialog's error line; the chosen country stays, to try again
      // (docs/behaviour/billing.md#bank-country-modal).
      tab?.cancel();
      setFailure(failureText(error as ApiError));
      setLoading(false);
    }
  };
  return (
    <form ref={ref} onSubmit={onSubmit} className="ps-payout-form">
      <p className="ps-muted ps-payout-form__text">{t('payouts.country.intro')}</p>
      <div className="ps-payout-form__field">
        <label htmlFor={id}>{t('payouts.country.label')}</label>
        <select id={id} value={country} onChange={(e) => setCountry(e.currentTarget.value as BankCountry)}>
          {BANK_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t('payouts.country.option', { name: t(`payouts.country.${code}`), code })}
            </option>
          ))}
        </select>
      </div>
      {failure ? (
        <p className="ps-payout-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="ps-payout-form__actions">
        <button type="button" className="ps-button ps-button--quiet" onClick={onClose}>
          {t('payouts.cancel')}
        </button>
        <button type="submit" className="ps-button" disabled={loading}>
          {t(loading ? 'payouts.country.submitting' : 'payouts.country.submit')}
        </button>
      </div>
    </form>
  );
}

/** In a host page, once the provider's tab opened: where to finish, a link to it (a blocked tab), and Done. */
function Opened({ url, onClose }: { url: string; onClose(): void }) {
  const t = useMessages(messages);
  return (
    <div className="ps-payout-form">
      <p className="ps-payout-form__text" role="status">
        {t('payouts.country.opened')}
      </p>
      <div className="ps-payout-form__actions">
        <a className="ps-button ps-button--quiet" href={url} target="_blank" rel="noopener noreferrer">
          {t('payouts.country.open')}
        </a>
        <button type="button" className="ps-button" onClick={onClose}>
          {t('payouts.country.done')}
        </button>
      </div>
    </div>
  );
}

/**
 * "Select your bank country": creates the payout account through the widget environment's client and sends the user
 * to the provider's onboarding page (docs/behaviour/billing.md#bank-country-modal).
 */
export function CountryDialog({ open, ...rest }: CountryDialogProps) {
  const t = useMessages(messages);
  const [opened, setOpened] = useState<string | null>(null);
  // Each opening starts at the form.
  useEffect(() => {
    if (!open) setOpened(null);
  }, [open]);
  return (
    <Dialog open={open} title={t('payouts.country.title')} onClose={rest.onClose}>
      {opened ? <Opened url={opened} onClose={rest.onClose} /> : <CountryForm {...rest} onOpened={setOpened} />}
    </Dialog>
  );
}
