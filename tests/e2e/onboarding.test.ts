import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, useBrowser } from './browser.ts';
import { apiAt, expectScreen, freeShows, shootBoth, takenShow, tokenOf, unexpected } from './onboarding-helpers.ts';

const b = useBrowser();
const api = apiAt(b.consoleUrl);
const SAMPLE_MP3 = 'server-mock/assets/sample-podspot.mp3';
const fault = (rule: Record<string, unknown>) => api<{ id: number }>('POST', '/__mock/faults', rule);

// This file finishes the onboarding of newpub and newadv: it starts from a fresh demo and leaves a fresh demo
// behind, so no other file sees its changes.
beforeAll(async () => {
  await api('POST', '/__mock/reset', { scenario: 'demo' });
});
afterAll(async () => {
  await api('POST', '/__mock/reset', { scenario: 'demo' });
});

describe('the publisher onboarding', () => {
  it('takes newpub from "Get started" to /earn, uploading a real MP3', async () => {
    const { page, context, errors } = await b.open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.consoleUrl });
    const token = await tokenOf(api, 'newpub@podspot.test');
    const { cpm } = await api<{ cpm: number }>('GET', '/onboarding/get_started', undefined, token);
    await signIn(page, b.consoleUrl, 'newpub@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/onboarding`);

    // Get started: digits only, at least 1; the live estimate uses the server's CPM.
    await expectScreen(page, 'Start earning with Podspot', 50);
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByText('Please enter valid number').waitFor();
    await page.getByLabel('Downloads per episode').fill('2500');
    expect(await page.getByTestId('monthly-estimate').textContent()).toBe(
      `$${Math.round((2500 * cpm) / 1000).toLocaleString('en-US')}`,
    );
    await shootBoth(page, 'onboarding-get-started');
    await page.getByRole('button', { name: 'Get started' }).click();

    // Offers: the cards of GET /onboarding/podspots; the modal refuses 0 and accepts a positive figure.
    await expectScreen(page, 'Select an Podspot offer', 25);
    const { offers } = await api<{ offers: { podcast_name: string }[] }>(
      'GET',
      '/onboarding/podspots',
      undefined,
      token,
    );
    await page.locator('.ps-onb-offer').first().waitFor();
    expect(await page.locator('.ps-onb-offer').count()).toBe(offers.length);
    expect(await page.getByRole('button', { name: 'Get started' }).count()).toBe(0);
    await shootBoth(page, 'onboarding-offers');
    await page.getByRole('button', { name: 'View offer' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: offers[0].podcast_name }).waitFor();
    await dialog.getByLabel('Downloads per episode').fill('0');
    expect(await dialog.getByTestId('offer-estimate').textContent()).toBe('Not yet available');
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    await dialog.getByText('Please enter valid number').waitFor();
    await dialog.getByLabel('Downloads per episode').fill('3000');
    await shootBoth(page, 'onboarding-offer-modal');

    // The example's audio failing to load shows the message; once it is back, the real MP3 plays.
    const audioFault = await fault({
      path: '/audio/',
      method: 'GET',
      status: 404,
      detail: { error: 'Gone.' },
      times: 5,
    });
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    await expectScreen(page, 'Listen to an example Podspot', 50);
    await page.getByText('Could not play audio. The file may be unavailable.').waitFor();
    await api('DELETE', `/__mock/faults/${audioFault.id}`);
    await page.reload();
    await expectScreen(page, 'Listen to an example Podspot', 50);
    await page.waitForFunction(() => (document.querySelector('audio')?.readyState ?? 0) >= 1);
    expect(await page.getByText('Could not play audio.').count()).toBe(0);
    await shootBoth(page, 'onboarding-example');
    await page.getByRole('button', { name: 'Next' }).click();

    // Upload: script without scripts, the PDF, the file checks, a failed upload, then the real MP3.
    await expectScreen(page, 'Upload your first Podspot', 75);
    await page.locator('.ps-onb-script p').first().waitFor();
    expect(
      await page.locator('.ps-onb-script script, .ps-onb-script [onerror], .ps-onb-script [onclick]').count(),
    ).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download instructions (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('podspot-campaign-instruction.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await page.getByText('Please choose an MP3 file.', { exact: true }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    const chooser = page.getByLabel('Your Podspot (MP3)');
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
    await page.getByText('Please choose an MP3 file.', { exact: true }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    await chooser.setInputFiles(SAMPLE_MP3);
    expect(await next.isDisabled()).toBe(false);
    await fault({
      path: '/onboarding/podspot/upload',
      method: 'POST',
      status: 500,
      detail: { error: 'Storage is down.' },
      times: 1,
    });
    await next.click();
    await page.getByText('Something went wrong, Please try after sometime.').waitFor();
    expect(await next.isDisabled()).toBe(false);
    await shootBoth(page, 'onboarding-upload');
    await next.click();

    // Smart feed: the URL with Copy ("Copied!" for 2000 ms), then "I've done it".
    await expectScreen(page, 'Setup Podspot feed and go live', 100);
    const feedUrl = await page.getByLabel('Your smart feed URL').inputValue();
    expect(feedUrl).toMatch(/\/feeds\/[a-z0-9]+\.xml$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    await shootBoth(page, 'onboarding-smart-feed');
    await page.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 4000 });
    await page.getByRole('button', { name: "I've done it" }).click();

    // Analyst access, then the congratulations and Done.
    await expectScreen(page, 'Invite Podspot to Apple Podcast Connect', 100);
    await page.getByText('Podspot Analyst', { exact: true }).waitFor();
    await shootBoth(page, 'onboarding-analyst-access');
    await page.getByRole('button', { name: "I've done it" }).click();
    await expectScreen(page, "Congratulations, you're all set!", null);
    await shootBoth(page, 'onboarding-congratulations');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('podspot.user')!).onboarding)).toEqual({
      completed: false,
      current_state: 'onboarding_congratulations',
    });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('podspot.user')!).onboarding.completed)).toBe(
      true,
    );
    await page.goto(`${b.consoleUrl}/onboarding`);
    await page.waitForURL(`${b.consoleUrl}/earn`);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the review screen', () => {
  // No call of the mock leads into onboarding_reviewing (the table gives it no button); the browser is told it.
  it('shows the support address and the 24-hour confirmation, with no button', async () => {
    const email = `reviewing-${Date.now()}@podspot.test`;
    await api('POST', '/signup/', {
      invite_code: 'PODSPOT-INVITE',
      first_name: 'Rae',
      last_name: 'View',
      email,
      password: DEMO_PASSWORD,
    });
    const { page, context, errors } = await b.open();
    await page.route('**/api/onboarding', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: { onboarding_state: 'onboarding_reviewing', completed: false, estimated_dls_per_ep: 2500 },
          })
        : route.continue(),
    );
    await signIn(page, b.consoleUrl, email);
    await page.waitForURL(`${b.consoleUrl}/onboarding`);
    await expectScreen(page, 'Congratulations, you are all set!', null);
    await page.getByRole('link', { name: 'support@podspot.test' }).waitFor();
    await page.getByText('within 24 hours').waitFor();
    expect(await page.locator('main button').count()).toBe(0);
    await shootBoth(page, 'onboarding-reviewing');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${b.consoleUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('podspot.user'))).toBeNull();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('adding podcasts', () => {
  it("newadv adds podcasts, one of them another account's, and lands on /advertise/campaigns", async () => {
    const { page, context, errors } = await b.open();
    const token = await tokenOf(api, 'newadv@podspot.test');
    const taken = await takenShow(api, token);
    const [free] = await freeShows(api, token, 'advertiser', 'the');
    await signIn(page, b.consoleUrl, 'newadv@podspot.test');
    await page.waitForURL(`${b.consoleUrl}/onboarding`);
    await expectScreen(page, 'Add podcasts that you want to advertise', 50);
    await shootBoth(page, 'onboarding-advertiser-empty');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please select a podcast to continue.').waitFor();
    const search = page.getByLabel('Find your podcast');
    // Each step waits for a hint other than the one before, so that it sees its own search's answer.
    const byName = page.getByText('Not found? Search by name instead.');
    const byId = page.getByText('Not found? Search by ID instead.');
    await search.fill('999999999999');
    await byName.waitFor();
    await fault({
      path: '/iTunes/search_by_name/',
      method: 'GET',
      status: 503,
      detail: { error: 'Catalogue down.' },
      times: 1,
    });
    await search.fill('Morning'); // a failed search is logged and shows the hint
    await byId.waitFor();
    await search.fill('999999999998');
    await byName.waitFor();
    await search.fill('zzqx no such show');
    await byId.waitFor();

    await search.fill(free.name);
    await page.getByRole('button', { name: `Add ${free.name}`, exact: true }).click();
    await search.fill(`https://podcasts.apple.com/us/podcast/some-show/id${taken.apple_id}`);
    await page.getByRole('button', { name: `Add ${taken.name}`, exact: true }).click();
    await search.fill(String(free.apple_id));
    await page.getByRole('button', { name: `${free.name} added`, exact: true }).waitFor();
    const selected = page.getByRole('list', { name: 'Selected podcasts' });
    expect(await selected.getByRole('listitem').count()).toBe(2);
    await shootBoth(page, 'onboarding-advertiser-selected');

    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: "Couldn't add all podcasts" }).waitFor();
    await dialog.getByText("1 out of 2 podcasts couldn't be added to your account:").waitFor();
    await dialog
      .getByText('This podcast already belongs to another Podspot account. Contact support if it is yours.')
      .waitFor();
    await dialog
      .getByText('You can either continue and try adding the remaining podcasts later, or go back to try again.')
      .waitFor();
    await shootBoth(page, 'onboarding-advertiser-partial');
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await selected.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue anyway ( Add 1 )' }).click();

    await expectScreen(page, "Congratulations, you're all set!", null);
    await shootBoth(page, 'onboarding-advertiser-congratulations');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`${b.consoleUrl}/advertise/campaigns`);
    const own = await api<{ podcasts: { name: string }[] }>('GET', '/setting/podcasts', undefined, token);
    expect(own.podcasts.map((p) => p.name)).toEqual([free.name]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 90_000);

  it('a new network user signs up, adds podcasts and lands on /earn', async () => {
    const email = `network-${Date.now()}@podspot.test`;
    const user = await api<{ jwt_token: string; onboarding: { current_state: string } }>('POST', '/signup/', {
      invite_code: 'PODSPOT-INVITE',
      first_name: 'Nia',
      last_name: 'Network',
      email,
      password: DEMO_PASSWORD,
      is_network: true,
    });
    expect(user.onboarding.current_state).toBe('network_get_started');
    const shows = await freeShows(api, user.jwt_token, 'network', 'the');
    const { page, context, errors } = await b.open();
    await signIn(page, b.consoleUrl, email);
    await page.waitForURL(`${b.consoleUrl}/onboarding`);
    await expectScreen(page, 'Add your podcasts to your Podspot account', 50);
    const search = page.getByLabel('Find your podcast');
    await search.fill(String(shows[1].apple_id));
    await page.getByRole('button', { name: `Add ${shows[1].name}`, exact: true }).click();
    await search.fill(shows[2].name);
    await page.getByRole('button', { name: `Add ${shows[2].name}`, exact: true }).click();
    await shootBoth(page, 'onboarding-network-selected');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectScreen(page, "Congratulations, you're all set!", null);
    await shootBoth(page, 'onboarding-network-congratulations');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`${b.consoleUrl}/earn`);
    const own = await api<{ podcasts: { name: string }[] }>('GET', '/setting/podcasts', undefined, user.jwt_token);
    expect(own.podcasts.map((p) => p.name).sort()).toEqual([shows[1].name, shows[2].name].sort());
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  }, 90_000);
});
