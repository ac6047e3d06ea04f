import { useState } from 'react';
import { Link } from 'react-router-dom';
import { applyForInvite } from '@sdk/api/accounts';
import { email, required } from '../../lib/validation';
import { paths } from '../../lib/paths';
import { api } from '../../lib/api';
import { FormError, TextField } from '../../ui/text-field';
import { AuthLayout } from './auth-layout';
import { useForm } from '../../ui/use-form';

/** /publisher/signup/apply-invite: a podcaster without an invite code asks for one. */
export function ApplyInvitePage() {
  const [sent, setSent] = useState(false);
  const form = useForm({ podcast_name: '', first_name: '', last_name: '', email: '' }, () => ({
    podcast_name: [required('Podcast name')],
    first_name: [required('First name')],
    last_name: [required('Last name')],
    email: [email],
  }));
  const onSubmit = form.submit(async (v) => {
    await applyForInvite(api, {
      podcast_name: v.podcast_name.trim(),
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      email: v.email.trim(),
    });
    setSent(true);
  });

  if (sent) {
    return (
      <AuthLayout title="Thank you!">
        <p className="auth__text">We received your request. A member of our team will respond within 24 hours.</p>
        <p className="auth-form__alt">
          <Link to="/">Back to website</Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Apply for an invite">
      <p className="auth__text">Tell us about your podcast and we will send you an invite code.</p>
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField label="Podcast name" autoComplete="off" {...form.field('podcast_name')} />
        <div className="auth-form__row">
          <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <button type="submit" className="ps-button auth-form__submit" disabled={form.submitting}>
          {form.submitting ? 'Sending…' : 'Apply for an invite'}
        </button>
        <FormError message={form.failure} />
        <p className="auth-form__alt">
          Have an invite code? <Link to={paths.publisherSignup}>Sign up</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
