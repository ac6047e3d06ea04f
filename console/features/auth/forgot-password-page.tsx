import { useState } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '@sdk/api/accounts';
import { email } from '../../lib/validation';
import { paths } from '../../lib/paths';
import { api } from '../../lib/api';
import { FormError, TextField } from '../../ui/text-field';
import { AuthLayout } from './auth-layout';
import { useForm } from '../../ui/use-form';

/** /forgot-password: asks for the account's email; the server always answers success (it never says who has an account). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm({ email: '' }, () => ({ email: [email] }));
  const onSubmit = form.submit(async (v) => {
    await requestPasswordReset(api, v.email.trim());
    setSent(true);
  });

  if (sent) {
    return (
      <AuthLayout title="Thank you!">
        <p className="auth__text">
          An email with instructions to reset your password will arrive in a few minutes. Check your inbox, and your
          spam folder too.
        </p>
        <p className="auth-form__alt">
          <Link to="/">Back to website</Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Forgot your password?">
      <p className="auth__text">
        Enter the email you sign in with and we will send you instructions to reset your password.
      </p>
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <button type="submit" className="ps-button auth-form__submit" disabled={form.submitting}>
          {form.submitting ? 'Sending…' : 'Send reset instructions'}
        </button>
        <FormError message={form.failure} />
        <p className="auth-form__alt">
          Remembered it? <Link to={paths.login}>Log in</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
