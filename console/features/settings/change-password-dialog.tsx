import { changePassword } from '@sdk/api/accounts';
import type { ApiError } from '@sdk/api/errors';
import { NEW_PASSWORD_MISMATCH, matches, required } from '../../lib/validation';
import { Dialog } from '@sdk/ui/dialog';
import { api } from '../../lib/api';
import { FormError, TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';

export const CHANGE_PASSWORD_FAILED = 'Something went wrong, Please try again later';

/** The server's detail.error, else this call's fallback, without a final period (docs/behaviour/settings.md#errors). */
const failureOf = (error: ApiError) => error.detail.error || CHANGE_PASSWORD_FAILED;

// Mounted only while the dialog is open, so every opening starts with empty fields and no error
// (docs/behaviour/settings.md#change-password-modal).
function ChangePasswordForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const form = useForm({ password: '', new_password: '', repeat: '' }, (v) => ({
    password: [required('Current password')],
    new_password: [required('New password')],
    repeat: [required('Repeat new password'), matches(v.new_password, NEW_PASSWORD_MISMATCH)],
  }));
  const onSubmit = form.submit(async (v) => {
    await changePassword(api, v.password, v.new_password);
    onDone();
  }, failureOf);
  return (
    <form onSubmit={onSubmit} noValidate className="dialog-form">
      <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('password')} />
      <TextField label="New password" type="password" autoComplete="new-password" {...form.field('new_password')} />
      <TextField label="Repeat new password" type="password" autoComplete="new-password" {...form.field('repeat')} />
      <FormError message={form.failure} />
      <div className="dialog-form__actions">
        <button type="button" className="ps-button ps-button--quiet" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="ps-button" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}

/** The "Change password" modal: three required fields; closes on success. */
export function ChangePasswordDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose(): void;
  onChanged(): void;
}) {
  return (
    <Dialog open={open} title="Change password" onClose={onClose}>
      <ChangePasswordForm
        onCancel={onClose}
        onDone={() => {
          onClose();
          onChanged();
        }}
      />
    </Dialog>
  );
}
