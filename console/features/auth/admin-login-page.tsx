import { useNavigate } from 'react-router-dom';
import { adminSignIn } from '@sdk/api/accounts';
import type { ApiError } from '@sdk/api/errors';
import { email, required } from '../../lib/validation';
import { homeOf } from '../../lib/guard';
import { paths } from '../../lib/paths';
import { api } from '../../lib/api';
import { session } from '../../lib/session';
import { FormError, TextField } from '../../ui/text-field';
import { AuthLayout } from './auth-layout';
import { useForm } from '../../ui/use-form';

export const ADMIN_LOGIN_FAILED = 'Something went wrong, Please try again later.';

/**
 * The response's status text, else the fallback (docs/behaviour/accounts.md#readings-chosen). The API's answer to a
 * failed admin sign-in is its `detail` text (e.g. "No user has this email."), which tells the administrator what to
 * fix; the bare HTTP reason phrase ("Not Found") would not, so the detail text is the status text shown.
 */
const adminFailure = (error: ApiError) => Object.values(error.detail)[0] || ADMIN_LOGIN_FAILED;

/** /admin/login: an administrator signs in as the user whose email is "User Email" (sent as `code`). */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const form = useForm({ code: '', email: '', password: '' }, () => ({
    code: [required('User Email'), email],
    email: [email],
    password: [required('Password')],
  }));

  const onSubmit = form.submit(async (v) => {
    const user = await adminSignIn(api, { code: v.code.trim(), email: v.email.trim(), password: v.password });
    session.getState().signIn(user);
    const advertiserOnly = user.role.includes('advertiser') && !user.role.includes('publisher');
    navigate(advertiserOnly ? paths.advertiseCampaigns : homeOf(user), { replace: true });
  }, adminFailure);

  return (
    <AuthLayout title="Admin log in">
      <p className="auth__text">
        Sign in as another user: their email under User Email, then your own email and password.
      </p>
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField label="User Email" type="email" autoComplete="off" {...form.field('code')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <button type="submit" className="ps-button auth-form__submit" disabled={form.submitting}>
          {form.submitting ? 'Logging in…' : 'Log in'}
        </button>
        <FormError message={form.failure} />
      </form>
    </AuthLayout>
  );
}
