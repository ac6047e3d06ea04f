import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { IS_PREACT } from '@sdk/test/render-widget';
import { fill, renderPage, waitFor } from '../../test/render-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const FALLBACK = 'Something went wrong. Please try again later.';

describe(`ForgotPasswordPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  const setup = async (
    answer: Parameters<typeof renderPage>[1]['POST /forgot_password'] = { body: { success: true } },
  ) => {
    const page = await renderPage(<ForgotPasswordPage />, { 'POST /forgot_password': answer });
    cleanup = page.view.unmount;
    return page;
  };

  it('requires a well-formed email and links to Log in', async () => {
    const page = await setup();
    expect(within(page.root).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    page.button('Send reset instructions').click();
    await waitFor(() => expect(page.fieldError('Email')).toBe('Email is required.'));
    await fill(page, { Email: 'me@' });
    page.button('Send reset instructions').click();
    await waitFor(() => expect(page.fieldError('Email')).toBe('Enter a valid email address.'));
    expect(page.calls).toEqual([]);
  });

  it('sends the email and shows "Thank you!" with a way back', async () => {
    const page = await setup();
    await fill(page, { Email: ' me@podspot.test ' });
    page.button('Send reset instructions').click();
    await within(page.root).findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(page.calls[0].body).toEqual({ email: 'me@podspot.test' });
    expect(page.text()).toContain('An email with instructions to reset your password will arrive in a few minutes.');
    expect(within(page.root).getByRole('link', { name: 'Back to website' }).getAttribute('href')).toBe('/');
  });

  it.each([
    [{ status: 400, body: { detail: { email: 'Enter a valid email address.' } } }, 'Enter a valid email address.'],
    [{ status: 500, body: { detail: {} } }, FALLBACK],
  ])('shows the failure %j as %j', async (answer, message) => {
    const page = await setup(answer);
    await fill(page, { Email: 'me@podspot.test' });
    page.button('Send reset instructions').click();
    await waitFor(() => expect(page.formError()).toBe(message));
    expect(page.button('Send reset instructions').disabled).toBe(false);
  });
});

describe(`ResetPasswordPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  const setup = async (
    url: string,
    answer: Parameters<typeof renderPage>[1]['POST /reset_password'] = { body: { success: true } },
  ) => {
    const page = await renderPage(
      <ResetPasswordPage />,
      { 'POST /reset_password': answer },
      { path: '/reset-password', url },
    );
    cleanup = page.view.unmount;
    return page;
  };

  it('requires both fields and that they match', async () => {
    const page = await setup('/reset-password?token=abc');
    page.button('Reset password').click();
    await waitFor(() => expect(page.fieldError('Password')).toBe('Password is required.'));
    expect(page.fieldError('Confirm password')).toBe('Confirm password is required.');
    await fill(page, { Password: 'new-secret-1', 'Confirm password': 'new-secret-2' });
    page.button('Reset password').click();
    await waitFor(() => expect(page.fieldError('Confirm password')).toBe('Password and confirm password do not match'));
    expect(page.calls).toEqual([]);
  });

  it.each([
    ['/reset-password?token=abc123', 'abc123'],
    ['/reset-password', 'no-token'],
  ])('on %s sends the token %j, then shows "Done!" and a link to /login', async (url, token) => {
    const page = await setup(url);
    await fill(page, { Password: 'new-secret-1', 'Confirm password': 'new-secret-1' });
    page.button('Reset password').click();
    await within(page.root).findByRole('heading', { level: 1, name: 'Done!' });
    expect(page.calls[0].body).toEqual({ reset_password_token: token, new_password: 'new-secret-1' });
    expect(page.text()).toContain('Your password has been reset.');
    expect(within(page.root).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    [
      { status: 400, body: { detail: { reset_password_token: 'This reset link has expired. Ask for a new one.' } } },
      'This reset link has expired. Ask for a new one.',
    ],
    [{ status: 503, body: {} }, FALLBACK],
  ])('shows the failure %j as %j', async (answer, message) => {
    const page = await setup('/reset-password?token=old', answer);
    await fill(page, { Password: 'new-secret-1', 'Confirm password': 'new-secret-1' });
    page.button('Reset password').click();
    await waitFor(() => expect(page.formError()).toBe(message));
  });
});
