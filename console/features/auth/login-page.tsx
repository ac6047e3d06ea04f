import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '@sdk/api/errors';
import { email, required, validate } from '../../lib/validation';
import { afterSignIn, homeOf } from '../../lib/guard';
import { paths } from '../../lib/paths';
import { api } from '../../lib/api';
import { session, type UserInfo } from '../../lib/session';
import { FormError, TextField } from '../../ui/text-field';
import { AuthLayout } from './auth-layout';

export const LOGIN_FAILED = 'Incorrect email or password.';
/** Shown to an administrator at /login, the middle part a link to /admin/login. */
export const ADMIN_AT_LOGIN = [
  'Administrator accounts sign in through the ',
  'admin log in page',
  ', as another user.',
] as const;

/**
 * /login: email and password; a 401 shows the documented text, anything else the server's first detail
 * (docs/behaviour/accounts.md#sign-in-login).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [admin, setAdmin] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, { email: [email], password: [required('Password')] });
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    setFailure(null);
    setAdmin(false);
    try {
      const user = await api.post<UserInfo>('/signin/', { email: values.email.trim(), password: values.password });
      // An administrator without roles of their own has nothing to open here: their token is not kept
      // (docs/behaviour/accounts.md#sign-in-login).
      if (homeOf(user) === paths.adminLogin) {
        setAdmin(true);
        setSubmitting(false);
        return;
      }
      session.getState().signIn(user);
      navigate(afterSignIn(user, from), { replace: true });
    } catch (error) {
      const { status, message } = error as ApiError;
      setFailure(status === 401 || status === 400 ? LOGIN_FAILED : message);
      setSubmitting(false);
    }
  };

  const set = (field: 'email' | 'password') => (e: { currentTarget: HTMLInputElement }) =>
    setValues({ ...values, [field]: e.currentTarget.value });

  return (
    <AuthLayout title="Log in to Podspot">
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <p className="auth-form__aside">
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </p>
        <button type="submit" className="ps-button auth-form__submit" disabled={submitting}>
          {submitting ? 'Logging in…' : 'Log in'}
        </button>
        <FormError message={failure} />
        {admin ? (
          <p className="form-error" role="alert">
            {ADMIN_AT_LOGIN[0]}
            <Link to={paths.adminLogin}>{ADMIN_AT_LOGIN[1]}</Link>
            {ADMIN_AT_LOGIN[2]}
          </p>
        ) : null}
        <p className="auth-form__alt">
          New to Podspot? <Link to={paths.publisherSignup}>Sign up</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
