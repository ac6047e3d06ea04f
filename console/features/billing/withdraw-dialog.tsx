import { useId, useState, type FormEvent } from 'react';
import { withdrawEarnings } from '@sdk/api/billing';
import type { ApiError } from '@sdk/api/errors';
import { formatMoney } from '@sdk/core/format';
import { digitsOrEmpty, withdrawAmount } from '../../lib/validation';
import { Dialog } from '@sdk/ui/dialog';
import { api } from '../../lib/api';
import { FormError } from '../../ui/text-field';

type Props = { open: boolean; balance: number | null; onClose(): void; onWithdrawn(amount: number): void };

/**
 * The payout provider's reason (detail.stripe_account) or the ledger's (detail.withdraw_error); see
 * docs/behaviour/billing.md#errors.
 */
const failureOf = (error: ApiError) => error.detail.stripe_account || error.detail.withdraw_error || error.message;

// Mounted only while open: each opening starts empty, with no error (docs/behaviour/billing.md#withdraw-funds-modal).
function WithdrawForm({ balance, onClose, onWithdrawn }: Omit<Props, 'open'>) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = withdrawAmount(amount);
    setFieldError(invalid);
    if (invalid || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await withdrawEarnings(api, Number(amount));
      onWithdrawn(Number(amount));
    } catch (error) {
      setFailure(failureOf(error as ApiError));
      setSubmitting(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="dialog-form">
      {balance !== null ? (
        <p className="dialog-form__text">
          Available balance: <strong>{formatMoney(balance)}</strong>
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={id}>Amount (USD)</label>
        <input
          id={id}
          name="amount"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={amount}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(e) => {
            const kept = digitsOrEmpty(e.currentTarget.value);
            // Also written back to the field: a state that stays '' would not re-render it under Preact.
            if (kept !== e.currentTarget.value) e.currentTarget.value = kept;
            setAmount(kept);
          }}
        />
        {fieldError ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {fieldError}
          </p>
        ) : null}
      </div>
      <FormError message={failure} />
      <div className="dialog-form__actions">
        <button type="button" className="ps-button ps-button--quiet" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="ps-button" disabled={submitting}>
          {submitting ? 'Withdrawing…' : 'Withdraw'}
        </button>
      </div>
    </form>
  );
}

/** "Withdraw funds": whole dollars, at least 1; closes on success and the page refetches balance and ledger. */
export function WithdrawDialog({ open, ...rest }: Props) {
  return (
    <Dialog open={open} title="Withdraw funds" onClose={rest.onClose}>
      <WithdrawForm {...rest} />
    </Dialog>
  );
}
