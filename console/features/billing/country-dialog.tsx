import { useId, useState, type FormEvent } from 'react';
import { BANK_COUNTRIES, createPayoutAccount, type BankCountry } from '@sdk/api/billing';
import { Dialog } from '@sdk/ui/dialog';
import { api } from '../../lib/api';

const COUNTRY_NAMES = {
  AU: 'Australia',
  CA: 'Canada',
  HK: 'Hong Kong',
  IE: 'Ireland',
  NL: 'Netherlands',
  NZ: 'New Zealand',
  SG: 'Singapore',
  GB: 'United Kingdom',
  US: 'United States',
} as const satisfies Record<BankCountry, string>;

type Props = {
  open: boolean;
  onClose(): void;
  /** Where the browser goes with the provider's link; tests pass their own. */
  redirect?: (url: string) => void;
};

function CountryForm({ onClose, redirect }: Omit<Props, 'open'> & { redirect(url: string): void }) {
  const id = useId();
  const [country, setCountry] = useState<BankCountry>('US');
  const [loading, setLoading] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    try {
      const { stripe_link } = await createPayoutAccount(api, country);
      redirect(stripe_link);
    } catch {
      // The loading state is reset silently; the user may try again (docs/behaviour/billing.md#bank-country-modal).
      setLoading(false);
    }
  };
  return (
    <form onSubmit={onSubmit} className="dialog-form">
      <p className="ps-muted dialog-form__text">
        Choose the country of the bank account your earnings should be paid to. You will then finish setting up payouts
        with our payment provider.
      </p>
      <div className="field">
        <label htmlFor={id}>Bank country</label>
        <select id={id} value={country} onChange={(e) => setCountry(e.currentTarget.value as BankCountry)}>
          {BANK_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_NAMES[code]} ({code})
            </option>
          ))}
        </select>
      </div>
      <div className="dialog-form__actions">
        <button type="button" className="ps-button ps-button--quiet" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="ps-button" disabled={loading}>
          {loading ? 'Creating account…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}

/** "Select your bank country": creates the payout account and sends the browser to the provider's onboarding page. */
export function CountryDialog({ open, onClose, redirect = (url) => window.location.assign(url) }: Props) {
  return (
    <Dialog open={open} title="Select your bank country" onClose={onClose}>
      <CountryForm onClose={onClose} redirect={redirect} />
    </Dialog>
  );
}
