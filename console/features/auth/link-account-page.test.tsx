import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { IS_PREACT } from '@sdk/test/render-widget';
import { session } from '../../lib/session';
import { renderPage, waitFor } from '../../test/render-page';
import { LinkAccountPage } from './link-account-page';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  session.getState().signOut();
});

const LINK = {
  partner_name: 'Castwave',
  external_id: 'cw_42',
  email: 'maya@podspot.test',
  expires_at: '2026-11-28T14:00:00Z',
};
type Routes = Parameters<typeof renderPage>[1];

async function setup(routes: Routes, url = '/link-account?token=abc') {
  session.getState().signIn({
    jwt_token: 'session',
    role: ['publisher'],
    onboarding: { completed: true, current_state: 'onboarding_congratulations' },
  });
  const page = await renderPage(
    <LinkAccountPage />,
    { 'POST /account_link': { body: LINK }, ...routes },
    {
      path: '/link-account',
      url,
    },
  );
  cleanup = page.view.unmount;
  return { ...page, screen: within(page.root) };
}

describe(`LinkAccountPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('says which platform asks for which account and what it will be able to do', async () => {
    const page = await setup({});
    await page.screen.findByRole('heading', { level: 1, name: 'Connect to Castwave' });
    expect(page.calls[0].body).toEqual({ token: 'abc' });
    expect(page.text()).toContain(
      'Castwave asks to connect your Podspot account, maya@podspot.test, to its dashboard.',
    );
    const abilities = page.screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(abilities).toEqual([
      'show your opportunities, and accept or decline them',
      'upload your podspots and show how they are doing',
      'show your earnings and payouts, and withdraw to your payout account',
      'keep your name, email and podcasts up to date',
    ]);
    expect(page.screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(page.screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('connects with the token and says so, with a way to the dashboard', async () => {
    const page = await setup({ 'POST /account_link/connect': { body: LINK } });
    (await page.screen.findByRole('button', { name: 'Connect' })).click();
    await page.screen.findByRole('heading', { level: 1, name: 'Connected to Castwave' });
    expect(page.calls.at(-1)).toMatchObject({ method: 'POST', body: { token: 'abc' } });
    expect(page.calls.at(-1)!.url.pathname).toBe('/api/account_link/connect');
    expect(page.text()).toContain('You can close this page and go back to Castwave.');
    expect(page.screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/earn');
  });

  it('cancels with the token and says the account was not connected', async () => {
    const page = await setup({ 'POST /account_link/cancel': { body: LINK } });
    (await page.screen.findByRole('button', { name: 'Cancel' })).click();
    await page.screen.findByRole('heading', { level: 1, name: 'Not connected' });
    expect(page.calls.at(-1)!.url.pathname).toBe('/api/account_link/cancel');
    expect(page.text()).toContain('Your Podspot account was not connected to Castwave.');
  });

  it('keeps the screen and shows the reason when connecting is refused', async () => {
    const refused =
      'Your Podspot account is already connected to another platform, so it cannot be connected to this one.';
    const page = await setup({ 'POST /account_link/connect': { status: 409, body: { detail: { account: refused } } } });
    (await page.screen.findByRole('button', { name: 'Connect' })).click();
    await waitFor(() => expect(page.formError()).toBe(refused));
    expect(page.screen.getByRole('heading', { level: 1 }).textContent).toBe('Connect to Castwave');
    expect((page.screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    [410, { token: 'This link has expired (links work for one hour). Go back to Castwave.' }, false],
    [409, { token: 'This link has already been used. Go back to Castwave.' }, false],
    [
      403,
      { email: 'This link is for the Podspot account maya@podspot.test. Log out, then log in with that account.' },
      true,
    ],
  ])('a link refused with %i shows its message (and Log out for another account)', async (status, detail, logOut) => {
    const page = await setup({ 'POST /account_link': { status, body: { detail } } });
    await page.screen.findByRole('heading', { level: 1, name: 'This link cannot be used' });
    expect(page.screen.getByRole('alert').textContent).toBe(Object.values(detail)[0]);
    expect(page.screen.queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(Boolean(page.screen.queryByRole('button', { name: 'Log out' }))).toBe(logOut);
  });

  it('logging out from a link for another account comes back to the link after logging in', async () => {
    const detail = { email: 'This link is for the Podspot account maya@podspot.test.' };
    const page = await setup({ 'POST /account_link': { status: 403, body: { detail } } });
    (await page.screen.findByRole('button', { name: 'Log out' })).click();
    await waitFor(() => expect(page.location()).toBe('/login'));
    expect(session.getState().user).toBeNull();
  });

  it('sends "no-token" without a token, which the server refuses', async () => {
    const page = await setup({}, '/link-account');
    await page.screen.findByRole('heading', { level: 1, name: 'Connect to Castwave' });
    expect(page.calls[0].body).toEqual({ token: 'no-token' });
  });
});
