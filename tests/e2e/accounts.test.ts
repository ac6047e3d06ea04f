import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PHONE, signIn, useBrowser } from './browser.ts';
import { freshEmail, injectFault, mockApi, shootBoth, storedUser } from './accounts-kit.ts';

const b = useBrowser();
const api = mockApi(b.consoleUrl);

type Email = { to: string; subject: string; text: string; link?: string };
const outbox = async (to: string) =>
  (await api<{ emails: Email[] }>('GET', `/__mock/outbox?to=${encodeURIComponent(to)}`)).emails;

describe('accounts: sign-in and where each account lands', () => {
  it.each([
    ['publisher@podspot.test', '/earn'],
    ['advertiser@podspot.test', '/advertise/campaigns'],
    ['both@podspot.test', '/earn'],
    ['network@podspot.test', '/earn'],
    ['newpub@podspot.test', '/onboarding'],
    ['newadv@podspot.test', '/onboarding'],
  ])('%s lands on %s', async (email, path) => {
    const { page, context, errors } = await b.open();
    await signIn(page, b.consoleUrl, email);
    await page.waitForURL(`${b.consoleUrl}${path}`);
    expect((await storedUser(page)).email).toBe(email);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells an administrator at /login to use the admin sign-in, and keeps no session', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'admin@podspot.test');
    const message = page.getByRole('alert');
    await message.waitFor();
    expect(await message.textContent()).toBe(
      'Administrator accounts sign in through the admin log in page, as another user.',
    );
    expect(page.url()).toBe(`${b.consoleUrl}/login`);
    expect(await storedUser(page)).toBeNull();
    await shootBoth(page, 'accounts-admin-at-login');
    await message.getByRole('link', { name: 'admin log in page' }).click();
    await page.waitForURL(`${b.consoleUrl}/admin/login`);
    await page.goto(`${b.consoleUrl}/settings`);
    await page.waitForURL(`${b.consoleUrl}/login`);
    await context.close();
  });

  it('lets the administrator sign in as another user through /admin/login, and says why it fails', async () => {
    const { page, context } = await b.open();
    await page.goto(`${b.consoleUrl}/admin/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await page.getByText('User Email is required.').isVisible()).toBe(true);
    await shootBoth(page, 'accounts-admin-login');
    await page.getByLabel('User Email').fill('nobody@podspot.test');
    await page.getByLabel('Email', { exact: true }).fill('admin@podspot.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('No user has this email.').waitFor();
    await injectFault(b.consoleUrl, 'POST', '/admin/signin/', 500, {});
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Something went wrong, Please try again later.').waitFor();
    await page.getByLabel('User Email').fill('publisher@podspot.test');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn`);
    expect((await storedUser(page)).email).toBe('publisher@podspot.test');
    await context.close();
  });

  it('shows "Access denied" when the role does not match the billing side', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'advertiser@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
    await page.goto(`${b.consoleUrl}/billing/earnings`);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await shootBoth(page, 'accounts-access-denied');
    await page.goto(`${b.consoleUrl}/billing`);
    await page.waitForURL(`${b.consoleUrl}/billing/advertising`);
    await context.close();
  });
});

describe('accounts: sign-up, invite and recovery', () => {
  it('signs up a new publisher with PODSPOT-INVITE and starts onboarding', async () => {
    const { page, context, errors } = await b.open();
    const email = freshEmail('signup');
    await page.goto(`${b.consoleUrl}/publisher/signup?code=PODSPOT-INVITE`);
    expect(await page.getByLabel('Invite code').inputValue()).toBe('PODSPOT-INVITE');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Please accept the terms of service to continue.').waitFor();
    await shootBoth(page, 'accounts-signup-errors');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-secret-1');
    await page.getByLabel('Confirm password').fill('first-secret-2');
    await page.getByLabel('I accept the Podspot terms of service').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Password and confirm password do not match').waitFor();
    await page.getByLabel('Confirm password').fill('first-secret-1');
    await page.getByLabel('Invite code').fill('WRONG-CODE');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('This invite code is not valid.', { exact: false }).waitFor();
    await injectFault(b.consoleUrl, 'POST', '/signup/', 503, {});
    await page.getByLabel('Invite code').fill('PODSPOT-INVITE');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Something went wrong. Please try again later.').waitFor();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${b.consoleUrl}/onboarding`);
    const user = await storedUser(page);
    expect([user.email, user.role, user.onboarding.completed]).toEqual([email, ['publisher'], false]);
    expect(errors.filter((e) => !e.includes('status of 4') && !e.includes('status of 5'))).toEqual([]);
    await context.close();
  });

  it('signs up an advertiser and a network user with their roles', async () => {
    for (const [path, roles] of [
      ['/advertiser/signup', ['advertiser']],
      ['/network/signup', ['publisher', 'network']],
    ] as const) {
      const { page, context } = await b.open(PHONE);
      await page.goto(`${b.consoleUrl}${path}?code=PODSPOT-INVITE`);
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill('Roe');
      await page.getByLabel('Email').fill(freshEmail(path.split('/')[1]));
      await page.getByLabel('Password', { exact: true }).fill('first-secret-1');
      await page.getByLabel('Confirm password').fill('first-secret-1');
      await page.getByLabel('I accept the Podspot terms of service').check();
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.waitForURL(`${b.consoleUrl}/onboarding`);
      expect((await storedUser(page)).role).toEqual(roles);
      await context.close();
    }
  });

  it('applies for an invite', async () => {
    const { page, context } = await b.open();
    const email = freshEmail('apply');
    await page.goto(`${b.consoleUrl}/publisher/signup`);
    await page.getByRole('link', { name: 'Apply for an invite' }).click();
    await page.waitForURL(`${b.consoleUrl}/publisher/signup/apply-invite`);
    await shootBoth(page, 'accounts-apply-invite');
    await page.getByLabel('Podcast name').fill('Night Owls');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Apply for an invite' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await page.getByText('A member of our team will respond within 24 hours.').isVisible()).toBe(true);
    await shootBoth(page, 'accounts-apply-invite-done');
    expect((await outbox(email)).map((e) => e.subject)).toEqual(['We received your Podspot invite request']);
    await context.close();
  });

  it('resets a forgotten password through the emailed link, then signs in with the new one', async () => {
    const email = freshEmail('reset');
    await api('POST', '/signup/', {
      invite_code: 'PODSPOT-INVITE',
      first_name: 'Rae',
      last_name: 'Set',
      email,
      password: 'old-secret-1',
    });
    const { page, context } = await b.open();
    await page.goto(`${b.consoleUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${b.consoleUrl}/forgot-password`);
    await shootBoth(page, 'accounts-forgot-password');
    await injectFault(b.consoleUrl, 'POST', '/forgot_password', 500, {});
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await page.getByText('Something went wrong. Please try again later.').waitFor();
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await shootBoth(page, 'accounts-forgot-password-done');
    const [mail] = await outbox(email);
    expect(mail.link).toMatch(new RegExp(`^${b.consoleUrl}/reset-password\\?token=`));

    await page.goto(mail.link!);
    await page.getByLabel('Password', { exact: true }).fill('new-secret-1');
    await page.getByLabel('Confirm password').fill('new-secret-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password and confirm password do not match').waitFor();
    await shootBoth(page, 'accounts-reset-password');
    await page.getByLabel('Confirm password').fill('new-secret-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Done!' }).waitFor();
    await shootBoth(page, 'accounts-reset-password-done');
    // The link works once: the server's reason is shown on a second try.
    await page.goto(mail.link!);
    await page.getByLabel('Password', { exact: true }).fill('new-secret-3');
    await page.getByLabel('Confirm password').fill('new-secret-3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.locator('.form-error').waitFor();
    await signIn(page, b.consoleUrl, email, 'old-secret-1');
    await page.getByText('Incorrect email or password.').waitFor();
    await signIn(page, b.consoleUrl, email, 'new-secret-1');
    await page.waitForURL(`${b.consoleUrl}/onboarding`);
    await context.close();
  });

  it('shows the sign-in, sign-up and invite-code pages at both widths, their fields and button in view', async () => {
    const { page, context, errors } = await b.open();
    for (const [path, name, field, button] of [
      ['/login', 'login', 'Email', 'Log in'],
      ['/publisher/signup?code=PODSPOT-INVITE', 'signup', 'Email', 'Sign up'],
      ['/signup/invite?code=PODSPOT-INVITE', 'signup-invite', 'Invite code', 'Sign up'],
    ]) {
      await page.goto(`${b.consoleUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shootBoth(page, `accounts-${name}`);
      expect(await page.getByLabel(field).isVisible(), `${path}: ${field}`).toBe(true);
      expect(await page.getByRole('button', { name: button }).isVisible(), `${path}: ${button}`).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
