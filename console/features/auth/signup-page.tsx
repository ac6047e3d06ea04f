import { useId, type ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { signUp } from '@sdk/api/accounts';
import { acceptTerms, email, matches, required } from '../../lib/validation';
import { paths } from '../../lib/paths';
import { api } from '../../lib/api';
import { session } from '../../lib/session';
import { FormError, TextField } from '../../ui/text-field';
import { AuthLayout } from './auth-layout';
import { useForm } from '../../ui/use-form';

/** The sign-up pages share one form; the kind decides the title and the role flags sent. */
export type SignUpKind = 'publisher' | 'advertiser' | 'network' | 'invite';

const TITLES = {
  publisher: 'Create your publisher account',
  advertiser: 'Create your advertiser account',
  network: 'Create your network account',
  invite: 'Sign up with your invite code',
} as const satisfies Record<SignUpKind, string>;

function TermsCheckbox({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
}) {
  const id = useId();
  return (
    <div className="field field--check">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="terms"
          checked={checked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>I accept the Podspot terms of service</span>
      </label>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Publisher, advertiser, network and invite-code sign-up: on success the answer is user info, and onboarding starts. */
export function SignUpPage({ kind }: { kind: SignUpKind }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm(
    {
      invite_code: params.get('code') ?? '',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm: '',
      terms: '',
    },
    (v) => ({
      invite_code: [required('Invite code')],
      first_name: [required('First name')],
      last_name: [required('Last name')],
      email: [email],
      password: [required('Password')],
      confirm: [required('Confirm password'), matches(v.password)],
      terms: [acceptTerms],
    }),
  );
  const onSubmit = form.submit(async (v) => {
    const user = await signUp(api, {
      invite_code: v.invite_code.trim(),
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      email: v.email.trim(),
      password: v.password,
      is_publisher: kind !== 'advertiser',
      is_network: kind === 'network',
    });
    session.getState().signIn(user);
    navigate(paths.onboarding, { replace: true });
  });
  const terms = form.field('terms');

  return (
    <AuthLayout title={TITLES[kind]}>
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField label="Invite code" autoComplete="off" {...form.field('invite_code')} />
        <div className="auth-form__row">
          <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirm')} />
        <TermsCheckbox checked={terms.value === 'accepted'} error={terms.error} onChange={terms.onChange} />
        <button type="submit" className="ps-button auth-form__submit" disabled={form.submitting}>
          {form.submitting ? 'Signing up…' : 'Sign up'}
        </button>
        <FormError message={form.failure} />
        <p className="auth-form__alt">
          No invite code? <Link to={paths.applyInvite}>Apply for an invite</Link>
        </p>
        <p className="auth-form__alt">
          Already have an account? <Link to={paths.login}>Log in</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
