import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@sdk/api/errors';
import { api } from '../../lib/api';
import { homeOf } from '../../lib/guard';
import { paths } from '../../lib/paths';
import { session, useSession } from '../../lib/session';
import { FormError } from '../../ui/text-field';
import { useLoad } from '../../ui/use-load';
import { AuthLayout } from './auth-layout';

/** A link as the server shows it: the platform that asks, and the account it asks for. */
type AccountLinkView = { partner_name: string; external_id: string; email: string; expires_at: string };
type Answered = 'connected' | 'cancelled';

/** Without a token the server is sent "no-token", which it answers as a link that is not valid. */
const NO_TOKEN = 'no-token';

/** What a connected platform does with the account (docs/behaviour/partner-accounts.md#linking-an-existing-account). */
const ABILITIES = [
  'show your opportunities, and accept or decline them',
  'upload your podspots and show how they are doing',
  'show your earnings and payouts, and withdraw to your payout account',
  'keep your name, email and podcasts up to date',
] as const;

/**
 * /link-account?token=…: a hosting platform asks to connect the signed-in user's Podspot account to its dashboard;
 * the user connects or cancels, once. Signed-out users come here after logging in (lib/guard.ts afterSignIn).
 */
export function LinkAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || NO_TOKEN;
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const link = useLoad(useCallback(() => api.post<AccountLinkView>('/account_link', { token }), [token]));
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [busy, setBusy] = useState<Answered | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const answer = async (verb: Answered) => {
    setBusy(verb);
    setFailure(null);
    try {
      await api.post<AccountLinkView>(verb === 'connected' ? '/account_link/connect' : '/account_link/cancel', {
        token,
      });
      setAnswered(verb);
    } catch (error) {
      setFailure((error as ApiError).message);
    }
    setBusy(null);
  };
  const logOut = () => {
    session.getState().signOut();
    // Back to this very link after signing in: its own query, as the user opened it.
    navigate(paths.login, { replace: true, state: { from: `${paths.linkAccount}?${params}` } });
  };
  const home = user ? <Link to={homeOf(user)}>Go to your dashboard</Link> : null;

  if (link.loading && !link.data)
    return (
      <AuthLayout title="Connect your Podspot account">
        <p className="auth__text" role="status">
          Loading…
        </p>
      </AuthLayout>
    );
  if (!link.data) {
    const error = link.error!;
    return (
      <AuthLayout title="This link cannot be used">
        <p className="auth__text" role="alert">
          {error.message}
        </p>
        {error.status === 403 ? (
          <button type="button" className="ps-button auth-form__submit" onClick={logOut}>
            Log out
          </button>
        ) : null}
        <p className="auth-form__alt">{home}</p>
      </AuthLayout>
    );
  }

  const partner = link.data.partner_name;
  if (answered)
    return (
      <AuthLayout title={answered === 'connected' ? `Connected to ${partner}` : 'Not connected'}>
        <p className="auth__text" role="status">
          {answered === 'connected'
            ? `Your Podspot account is now connected to ${partner}. You can close this page and go back to ${partner}.`
            : `Your Podspot account was not connected to ${partner}. You can close this page.`}
        </p>
        <p className="auth-form__alt">{home}</p>
      </AuthLayout>
    );

  return (
    <AuthLayout title={`Connect to ${partner}`}>
      <p className="auth__text">
        {partner} asks to connect your Podspot account, <strong>{link.data.email}</strong>, to its dashboard.
      </p>
      <p className="link-account__lead">Once connected, {partner} can:</p>
      <ul className="link-account__list">
        {ABILITIES.map((ability) => (
          <li key={ability}>{ability}</li>
        ))}
      </ul>
      <p className="auth__text">It never sees your password, and you keep using Podspot as you do now.</p>
      <div className="link-account__actions">
        <button
          type="button"
          className="ps-button ps-button--quiet"
          disabled={busy !== null}
          onClick={() => void answer('cancelled')}
        >
          {busy === 'cancelled' ? 'Cancelling…' : 'Cancel'}
        </button>
        <button
          type="button"
          className="ps-button"
          disabled={busy !== null}
          aria-busy={busy === 'connected'}
          onClick={() => void answer('connected')}
        >
          {busy === 'connected' ? 'Connecting…' : 'Connect'}
        </button>
      </div>
      <FormError message={failure} />
    </AuthLayout>
  );
}
