import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '@sdk/api/schema';
import { IS_PREACT } from '@sdk/test/render-widget';
import { session } from '../../lib/session';
import { fill, renderPage, waitFor } from '../../test/render-page';
import { AdminLoginPage } from './admin-login-page';

type Role = components['schemas']['Role'];

const info = (role: Role[], completed = true) => ({
  jwt_token: 't',
  expires_at: '2030-01-01T00:00:00Z',
  role,
  onboarding: { completed, current_state: 'onboarding_congratulations' as const },
  first_name: 'Ada',
  last_name: 'Lee',
  email: 'target@podspot.test',
});

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  session.getState().signOut();
});

async function setup(answer: Parameters<typeof renderPage>[1]['POST /admin/signin/']) {
  const page = await renderPage(<AdminLoginPage />, { 'POST /admin/signin/': answer });
  cleanup = page.view.unmount;
  return page;
}

describe(`AdminLoginPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('requires all three fields and checks the email format, without calling the server', async () => {
    const page = await setup({ body: info(['publisher']) });
    page.button('Log in').click();
    await waitFor(() => expect(page.fieldError('User Email')).toBe('User Email is required.'));
    expect(page.fieldError('Email')).toBe('Email is required.');
    expect(page.fieldError('Password')).toBe('Password is required.');
    await fill(page, { 'User Email': 'nobody', Email: 'admin@', Password: 'x' });
    page.button('Log in').click();
    await waitFor(() => expect(page.fieldError('User Email')).toBe('Enter a valid email address.'));
    expect(page.fieldError('Email')).toBe('Enter a valid email address.');
    expect(page.calls).toEqual([]);
  });

  it.each<[Role[], string]>([
    [['advertiser'], '/advertise/campaigns'],
    [['publisher'], '/earn'],
    [['publisher', 'advertiser'], '/earn'],
  ])('signs in as a %j target, sends the target email as code and goes to %s', async (role, target) => {
    const page = await setup({ body: info(role) });
    await fill(page, { 'User Email': 'target@podspot.test', Email: 'admin@podspot.test', Password: 'podspot-demo' });
    page.button('Log in').click();
    await waitFor(() => expect(page.location()).toBe(target));
    expect(page.calls[0].body).toEqual({
      code: 'target@podspot.test',
      email: 'admin@podspot.test',
      password: 'podspot-demo',
    });
    expect(session.getState().user?.email).toBe('target@podspot.test');
  });

  it('sends a target with onboarding to do to /onboarding', async () => {
    const page = await setup({ body: info(['publisher'], false) });
    await fill(page, { 'User Email': 'target@podspot.test', Email: 'admin@podspot.test', Password: 'podspot-demo' });
    page.button('Log in').click();
    await waitFor(() => expect(page.location()).toBe('/onboarding'));
  });

  it.each([
    [{ status: 404, body: { detail: { code: 'No user has this email.' } } }, 'No user has this email.'],
    [
      { status: 403, body: { detail: { error: 'Only administrators may sign in as another user.' } } },
      'Only administrators may sign in as another user.',
    ],
    [{ status: 500, body: { detail: {} } }, 'Something went wrong, Please try again later.'],
    [{ status: 502, body: {} }, 'Something went wrong, Please try again later.'],
  ])('shows the failure %j as %j and stays', async (answer, message) => {
    const page = await setup(answer);
    await fill(page, { 'User Email': 'target@podspot.test', Email: 'admin@podspot.test', Password: 'podspot-demo' });
    page.button('Log in').click();
    await waitFor(() => expect(page.formError()).toBe(message));
    expect(page.location()).toBe('/page');
    expect(session.getState().user).toBeNull();
  });

  it('disables the button while signing in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const page = await setup(async () => {
      await gate;
      return { status: 401, body: { detail: { error: 'Incorrect email or password.' } } };
    });
    await fill(page, { 'User Email': 'target@podspot.test', Email: 'admin@podspot.test', Password: 'wrong' });
    page.button('Log in').click();
    await waitFor(() => expect(page.button('Logging in…').disabled).toBe(true));
    release();
    await waitFor(() => expect(page.button('Log in').disabled).toBe(false));
    expect(page.formError()).toBe('Incorrect email or password.');
  });
});
