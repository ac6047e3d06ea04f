import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { resetPassword } from '@sdk/api/accounts';
import { matches, required } from '../../lib/validation';
import { paths } from '../../lib/paths';
import { api } from '../../lib/api';
import { FormError, TextField } from '../../ui/text-field';
import { AuthLayout } from './auth-layout';
import { useForm } from '../../ui/use-form';

/**
 * The token comes from the query parameter `token`; without one the server is sent "no-token" (and refuses it):
 * docs/behaviour/accounts.md#reset-password-reset-password.
 */
export const NO_TOKEN = 'no-token';

/** /reset-password?token=…: the emailed link lands here. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || NO_TOKEN;
  const [done, setDone] = useState(false);
  const form = useForm({ password: '', confirm: '' }, (v) => ({
    password: [required('Password')],
    confirm: [required('Confirm password'), matches(v.password)],
  }));
  const onSubmit = form.submit(async (v) => {
    await resetPassword(api, token, v.password);
    setDone(true);
  });

  if (done) {
    return (
      <AuthLayout title="Done!">
        <p className="auth__text">Your password has been reset. You can now log in with your new password.</p>
        <p className="auth-form__alt">
          <Link to={paths.login}>Log in</Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Set a new password">
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirm')} />
        <button type="submit" className="ps-button auth-form__submit" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Reset password'}
        </button>
        <FormError message={form.failure} />
      </form>
    </AuthLayout>
  );
}
