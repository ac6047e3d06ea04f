import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '@sdk/api/schema';
import { IS_PREACT } from '@sdk/test/render-widget';
import { session } from '../../lib/session';
import { fill, renderPage, waitFor } from '../../test/render-page';
import { LoginPage } from './login-page';

type Role = components['schemas']['Role'];

const info = (role: Role[]) => ({
  jwt_token: 't',
  expires_at: '2030-01-01T00:00:00Z',
  role,
  onboarding: { completed: true, current_state: 'onboarding_congratulations' as const },
  first_name: 'Ada',
  last_name: 'Lee',
  email: 'someone@podspot.test',
});

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  session.getState().signOut();
});

async function signInWith(role: Role[]) {
  const page = await renderPage(<LoginPage />, { 'POST /signin/': { body: info(role) } }, { path: '/login' });
  cleanup = page.view.unmount;
  // One field per render, as typing does: the page's setter reads the values of its last render.
  await fill(page, { Email: 'someone@podspot.test' });
  await fill(page, { Password: 'podspot-demo' });
  page.button('Log in').click();
  return page;
}

describe(`LoginPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('names the tab after the page (WCAG 2.4.2)', async () => {
    const page = await renderPage(<LoginPage />, {}, { path: '/login' });
    cleanup = page.view.unmount;
    await waitFor(() => expect(document.title).toBe('Log in to Podspot'));
  });

  it('signs a user with a role in and goes home', async () => {
    const page = await signInWith(['publisher']);
    await waitFor(() => expect(page.location()).toBe('/earn'));
    expect(session.getState().user?.email).toBe('someone@podspot.test');
  });

  it('keeps no session for an administrator without roles and points to the admin sign-in', async () => {
    const page = await signInWith([]);
    await waitFor(() =>
      expect(page.formError()).toBe('Administrator accounts sign in through the admin log in page, as another user.'),
    );
    expect(
      within(within(page.root).getByRole('alert'))
        .getByRole('link', { name: 'admin log in page' })
        .getAttribute('href'),
    ).toBe('/admin/login');
    expect(page.location()).toBe('/login');
    expect(session.getState().user).toBeNull();
    expect(localStorage.getItem('podspot.user')).toBeNull();
    expect(page.button('Log in').disabled).toBe(false);
  });
});
