import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { IS_PREACT } from '@sdk/test/render-widget';
import { session } from '../../lib/session';
import { fill, flushRender, renderPage, waitFor } from '../../test/render-page';
import { SignUpPage, type SignUpKind } from './signup-page';

const answer = {
  jwt_token: 't',
  expires_at: '2030-01-01T00:00:00Z',
  role: ['publisher'],
  onboarding: { completed: false, current_state: 'onboarding_get_started' },
  first_name: 'Ada',
  last_name: 'Lee',
  email: 'ada@podspot.test',
};
const filled = {
  'First name': 'Ada',
  'Last name': 'Lee',
  Email: 'ada@podspot.test',
  Password: 'secret-123',
  'Confirm password': 'secret-123',
};

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  session.getState().signOut();
});

async function setup(
  kind: SignUpKind,
  url = '/signup',
  reply: Parameters<typeof renderPage>[1]['POST /signup/'] = { status: 201, body: answer },
) {
  const page = await renderPage(<SignUpPage kind={kind} />, { 'POST /signup/': reply }, { path: '/signup', url });
  cleanup = page.view.unmount;
  return { ...page, terms: () => page.input('I accept the Podspot terms of service') };
}

describe(`SignUpPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('prefills the invite code from ?code= and links to apply-invite and log in', async () => {
    const page = await setup('publisher', '/signup?code=PODSPOT-INVITE');
    expect(page.input('Invite code').value).toBe('PODSPOT-INVITE');
    const link = (name: string) => within(page.root).getByRole('link', { name }).getAttribute('href');
    expect(link('Apply for an invite')).toBe('/publisher/signup/apply-invite');
    expect(link('Log in')).toBe('/login');
  });

  it('requires every field and the terms, then matching passwords', async () => {
    const page = await setup('publisher');
    page.button('Sign up').click();
    await waitFor(() => expect(page.fieldError('Invite code')).toBe('Invite code is required.'));
    expect(page.fieldError('First name')).toBe('First name is required.');
    expect(page.fieldError('Last name')).toBe('Last name is required.');
    expect(page.fieldError('Email')).toBe('Email is required.');
    expect(page.fieldError('Password')).toBe('Password is required.');
    expect(page.fieldError('Confirm password')).toBe('Confirm password is required.');
    expect(page.text()).toContain('Please accept the terms of service to continue.');
    await fill(page, { 'Invite code': 'PODSPOT-INVITE', ...filled, Email: 'ada@', 'Confirm password': 'secret-124' });
    page.button('Sign up').click();
    await waitFor(() => expect(page.fieldError('Confirm password')).toBe('Password and confirm password do not match'));
    expect(page.fieldError('Email')).toBe('Enter a valid email address.');
    expect(page.calls).toEqual([]);
  });

  it.each<[SignUpKind, boolean, boolean]>([
    ['publisher', true, false],
    ['invite', true, false],
    ['advertiser', false, false],
    ['network', true, true],
  ])(
    '%s sign-up sends is_publisher %s and is_network %s, signs in with the answer and goes to /onboarding',
    async (kind, isPublisher, isNetwork) => {
      const page = await setup(kind, '/signup?code=PODSPOT-INVITE');
      await fill(page, filled);
      page.terms().click();
      await flushRender();
      page.button('Sign up').click();
      await waitFor(() => expect(page.location()).toBe('/onboarding'));
      expect(page.calls[0].body).toEqual({
        invite_code: 'PODSPOT-INVITE',
        first_name: 'Ada',
        last_name: 'Lee',
        email: 'ada@podspot.test',
        password: 'secret-123',
        is_publisher: isPublisher,
        is_network: isNetwork,
      });
      expect(session.getState().user?.jwt_token).toBe('t');
    },
  );

  it.each([
    [
      { status: 400, body: { detail: { invite_code: 'This invite code is not valid.', email: 'Taken.' } } },
      'This invite code is not valid.',
    ],
    [{ status: 500, body: { detail: {} } }, 'Something went wrong. Please try again later.'],
  ])('shows the failure %j as %j and keeps the button usable', async (reply, message) => {
    const page = await setup('publisher', '/signup?code=NOPE', reply);
    await fill(page, filled);
    page.terms().click();
    await flushRender();
    page.button('Sign up').click();
    await waitFor(() => expect(page.formError()).toBe(message));
    expect(page.button('Sign up').disabled).toBe(false);
    expect(session.getState().user).toBeNull();
  });
});
