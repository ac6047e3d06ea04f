import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, signIn, useBrowser } from './browser.ts';

const b = useBrowser();

describe('signing in', () => {
  it.each([
    ['publisher@podspot.test', '/earn', 'Dashboard'],
    ['advertiser@podspot.test', '/advertise/campaigns', 'Campaigns'],
    ['both@podspot.test', '/earn', 'Dashboard'],
  ])('%s lands on %s', async (email, path, heading) => {
    const { page, context, errors } = await b.open();
    await signIn(page, b.consoleUrl, email);
    await page.waitForURL(`${b.consoleUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('podspot.user') ?? 'null'));
    expect(stored.email).toBe(email);
    await screenshot(page, `landing-${email.split('@')[0]}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a user with onboarding to do to /onboarding', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'newpub@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/onboarding`);
    await context.close();
  });

  it('shows the earnings card with real figures on /earn', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    const total = page.getByTestId('total-earnings');
    await total.waitFor();
    expect(await total.textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(await total.textContent()).not.toBe('$0.00');
    await page.locator('.ps-sparkline__line').first().waitFor();
    await screenshot(page, 'earn-desktop');
    await context.close();
  });

  it('validates the form and shows "Incorrect email or password."', async () => {
    const { page, context } = await b.open(PHONE);
    await page.goto(`${b.consoleUrl}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await page.getByText('Email is required.').isVisible()).toBe(true);
    expect(await page.getByText('Password is required.').isVisible()).toBe(true);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await page.getByText('Enter a valid email address.').isVisible()).toBe(true);
    await signIn(page, b.consoleUrl, 'advertiser@podspot.test', 'wrong-password');
    await page.getByText('Incorrect email or password.').waitFor();
    expect(page.url()).toBe(`${b.consoleUrl}/login`);
    await screenshot(page, 'login-error-phone');
    await context.close();
  });

  it('signs out, and a 401 from any call signs out too', async () => {
    const { page, context } = await b.open();
    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${b.consoleUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('podspot.user'))).toBeNull();

    await signIn(page, b.consoleUrl, 'publisher@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    // A token the server no longer accepts: the next call answers 401 and the console logs out.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('podspot.user')!);
      localStorage.setItem('podspot.user', JSON.stringify({ ...user, jwt_token: `${user.jwt_token}x` }));
    });
    await page.reload();
    await page.waitForURL(`${b.consoleUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('podspot.user'))).toBeNull();
    await context.close();
  });

  it('keeps signed-out visitors out and shows "Access denied" on a role mismatch', async () => {
    const { page, context } = await b.open();
    await page.goto(`${b.consoleUrl}/earn/insights`);
    await page.waitForURL(`${b.consoleUrl}/login`);
    await signIn(page, b.consoleUrl, 'advertiser@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
    await page.goto(`${b.consoleUrl}/earn/insights`);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await context.close();
  });

  it('has a phone layout with a menu button', async () => {
    const { page, context } = await b.open(PHONE);
    await signIn(page, b.consoleUrl, 'both@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/earn`);
    await page.getByTestId('total-earnings').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await screenshot(page, 'earn-phone-menu');
    await context.close();
  });
});
