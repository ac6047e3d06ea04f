import { useRef, useState, type FormEvent } from 'react';
import { withdrawEarnings } from '../../api/payout-account';
import type { ApiError } from '../../api/errors';
import { formatMoney } from '../../core/format';
import { digitsOrEmpty, withdrawAmountProblem } from '../../core/withdraw-amount';
import { Dialog } from '../../ui/dialog';
import { useMessages } from '../../ui/i18n';
import { useOwnStyles } from '../../ui/own-styles';
import { useUniqueId } from '../../ui/use-unique-id';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { useFailureText } from './failure-text';
import css from './payout-dialogs.css?raw';
import messages from './payout-dialogs.messages.en.json';

/** Props of `WithdrawDialog`. */
type WithdrawDialogProps = {
  /** Shown while true; each opening starts empty, with no error. */
  open: boolean;
  /** The available balance in dollars, shown above the field; null while unknown (then not shown). */
  balance: number | null;
  /** Cancel, Escape or the backdrop. */
  onClose(): void;
  /** The server took the withdrawal of `amount` whole dollars; the opener closes the dialog and reloads its figures. */
  onWithdrawn(amount: number): void;
};

// Mounted only while open: each opening starts empty, with no error (docs/behaviour/billing.md#withdraw-funds-modal).
function WithdrawForm({ balance, onClose, onWithdrawn }: Omit<WithdrawDialogProps, 'open'>) {
  const { client, locale } = useWidgetEnvironment();
  const t = useMessages(messages);
  const failureText = useFailureText();
  const id = useUniqueId();
  const ref = useRef<HTMLFormElement>(null);
  useOwnStyles(ref, css);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = withdrawAmountProblem(amount);
    setProblem(invalid);
    if (invalid || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await withdrawEarnings(client, Number(amount));
      onWithdrawn(Number(amount));
    } catch (error) {
      setFailure(failureText(error as ApiError));
      setSubmitting(false);
    }
  };
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="ps-payout-form">
      {balance !== null ? (
        <p className="ps-payout-form__text">
          {t('payouts.withdraw.balance')} <strong>{formatMoney(balance, locale)}</strong>
        </p>
      ) : null}
      <div className="ps-payout-form__field">
        <label htmlFor={id}>{t('payouts.withdraw.amount')}</label>
        <input
          id={id}
          name="amount"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={amount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => {
            const kept = digitsOrEmpty(e.currentTarget.value);
            // Also written back to the field: a state that stays '' would not re-render it under Preact.
            if (kept !== e.currentTarget.value) e.currentTarget.value = kept;
            setAmount(kept);
          }}
        />
        {problem ? (
          <p className="ps-payout-form__error" id={`${id}-error`} role="alert">
            {t(problem === 'required' ? 'payouts.withdraw.required' : 'payouts.withdraw.invalid')}
          </p>
        ) : null}
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
        <button type="submit" className="ps-button" disabled={submitting}>
          {t(submitting ? 'payouts.withdraw.submitting' : 'payouts.withdraw.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * "Withdraw funds": whole dollars, at least 1, through the widget environment's client; closes on success through
 * `onWithdrawn` (docs/behaviour/billing.md#withdraw-funds-modal).
 */
export function WithdrawDialog({ open, ...rest }: WithdrawDialogProps) {
  const t = useMessages(messages);
  return (
    <Dialog open={open} title={t('payouts.withdraw.title')} onClose={rest.onClose}>
      <WithdrawForm {...rest} />
    </Dialog>
  );
}
