import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMockClient, type MockSandbox } from '../../server-mock/client/index.ts';
import { settle } from './a11y-helpers.ts';
import { animationsDone } from './settled.ts';
import { evidenceOf, type Evidence } from './acr-evidence.ts';
import { serveReader, startReader } from './acr-reader.ts';
import { ACR_NOW } from './acr-targets.ts';
import { DEMO_PASSWORD } from './browser.ts';
import { CHROMIUM_ARGS } from './find-chromium.ts';

/**
 * Screen-reader transcripts of the main journeys (docs/accessibility/README.md): @guidepup/virtual-screen-reader reads
 * the widget's tree as the user moves by keyboard; what it announces is asserted here and kept in
 * docs/accessibility/transcripts/. Also the live regions' announcements of loading, success, failure and progress
 * (WCAG 4.1.3). Each journey runs in its own mock sandbox: accepting, uploading and withdrawing change nothing the
 * other test files see.
 */
const FILE = 'tests/e2e/acr-transcripts.test.ts';
const DIR = 'docs/accessibility/transcripts';
const RECORD = process.env.ACR_RECORD === '1';
const consoleUrl = inject('consoleUrl');
const examplesUrl = inject('examplesUrl');
const PUBLISHER = 'publisher@podspot.test';
const SAMPLE_MP3 = 'server-mock/assets/sample-podspot.mp3';
const ADVERTISER = 'advertiser@podspot.test';
/** The demo's publisher whose onboarding is at its first step (server-mock/scenarios/demo.ts). */
const NEW_PUBLISHER = 'newpub@podspot.test';
/** The demo's publisher without a payout account (server-mock/scenarios/demo.ts). */
const NOPAYOUT = 'nopayout@podspot.test';

let browser: Browser;
const sandboxes: MockSandbox[] = [];
const evidence = new Map<string, Evidence>();
const ev = (target: string) => evidence.get(target) ?? evidence.set(target, evidenceOf(target, FILE)).get(target)!;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS, headless: true });
});
afterAll(async () => {
  for (const e of evidence.values()) e.write();
  await Promise.all(sandboxes.map((s) => s.close()));
  await browser?.close();
});

/** A page in a fresh sandbox of the demo, with the reader served; signed in to the console as `user`, if given. */
async function journeyPage(user?: string) {
  const sandbox = await createMockClient(`${consoleUrl}/api`).createSandbox({ scenario: 'demo', now: ACR_NOW });
  sandboxes.push(sandbox);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.setExtraHTTPHeaders(sandbox.headers);
  await serveReader(context);
  const page = await context.newPage();
  // The transcripts read dates and amounts: the same day's data on any day.
  await page.clock.setFixedTime(await sandbox.clock.now());
  if (user) {
    await page.goto(`${consoleUrl}/login`);
    await page.getByLabel('Email').fill(user);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  return { page, sandbox };
}

/**
 * Records whether every phrase was announced (as `check` of `target` in `variant`), then asserts it: the evidence
 * says what failed even when the test stops here. With `gap` (a known gap, said in the report): asserts that none of
 * them is announced, and records the gap; once fixed, the test fails until the gap is taken out.
 */
function heard(
  target: string,
  check: 'transcript' | 'status-messages',
  variant: string,
  log: string[],
  phrases: string[],
  gap?: string,
) {
  const missing = phrases.filter((p) => !log.some((line) => line.includes(p)));
  if (check === 'transcript') asserted.push(...phrases);
  if (gap) {
    ev(target).add(check, variant, [gap], '');
    expect(missing, `${variant}: announced now, no longer a gap. Heard:\n${log.join('\n')}`).toEqual(phrases);
    return;
  }
  ev(target).add(
    check,
    variant,
    missing.map((p) => `"${p}" not announced`),
    `${phrases.length} announcements heard`,
  );
  expect(missing, `${variant}: not announced. Heard:\n${log.join('\n')}`).toEqual([]);
}

/** What the journey now in progress asserted was heard: its kept transcript must hold it too. */
let asserted: string[] = [];

/**
 * The transcript kept in the repo: written anew by `npm run acr` (ACR_RECORD=1) or when missing; otherwise it must
 * still hold every announcement the journey asserts. (Compared whole, it would fail on the reader's timing under load.)
 */
function keep(name: string, title: string, log: string[]) {
  const text = `${title}\n\n${log
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .replace(/https?:\/\/localhost:\d+/g, '…')
        .trim(),
    )
    .join('\n')}\n`;
  const path = `${DIR}/${name}.txt`;
  if (RECORD || !existsSync(path)) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path, text);
  }
  const kept = readFileSync(path, 'utf8');
  const missing = asserted.filter((phrase) => !kept.includes(phrase.replace(/\s+/g, ' ')));
  asserted = [];
  expect(missing, `${path} lacks what is announced now: run \`npm run acr\``).toEqual([]);
}

/**
 * A load after a failure: Retry, with the answer held half a second. The reader listens by then; it cannot before the
 * widget's first render, so the loading at mount is heard through this same status region (sdk/ui/skeleton.tsx).
 */
async function retryHeld(page: Page, sandbox: MockSandbox, host: string, path: string, query?: Record<string, string>) {
  await sandbox.faults.add({ path, query, method: 'GET', delay_ms: 500, times: 1 });
  await press(page, page.locator(host).getByRole('button', { name: 'Retry' }));
}

/** The status region said loading, and nothing of the failure, which its alert says once (emptied, it says nothing). */
function loadingHeard(target: string, loading: string[], failure: string[]) {
  heard(target, 'status-messages', 'loading', loading, ['polite: Loading']);
  const twice = failure.filter((line) => /^polite:\s*\S/.test(line));
  expect(twice, `${target}: the failure is said in the status region too`).toEqual([]);
}

/** Presses `key` on what `target` finds (focused first), then waits for `shown`. */
async function press(page: Page, target: ReturnType<Page['locator']>, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

describe('screen-reader transcripts', () => {
  it('opportunities inbox: review and accept an opportunity', async () => {
    const { page, sandbox } = await journeyPage();
    // Held a second, so the reader listens before the failure shows; Retry then loads it. Twice: the loader's first
    // call and the widget's own (docs/behaviour/sdk-widgets.md, first calls). With no body: the early call's unread
    // body would keep the page from ever being idle.
    const list = '/earn/opportunities';
    const offered = { rejected: 'false' };
    const failing = { status: 500, fault: 'empty_body', delay_ms: 1000, times: 2 } as const;
    await sandbox.faults.add({ path: list, query: offered, method: 'GET', ...failing });
    await page.goto(`${examplesUrl}/inbox-test.html?user=${PUBLISHER}`);
    await page.locator('#inbox .ps-root').waitFor({ state: 'attached' });
    const reader = await startReader(page, '#inbox', '.ps-root');
    await page.locator('#inbox').getByRole('button', { name: 'Retry' }).waitFor();
    const loadFailure = await reader.log();
    await retryHeld(page, sandbox, '#inbox', list, offered);
    await page.locator('#inbox .ps-inbox__row').first().waitFor();
    await settle(page);
    const loading = await reader.log();
    await reader.next(12);
    await press(page, page.locator('#inbox .ps-inbox__review').first());
    const dialog = page.locator('#inbox dialog[open]');
    await dialog.locator('.ps-review__figure').first().waitFor();
    await reader.next(14);
    // The first accept fails (the server answers 500), the second goes through.
    const fault = await sandbox.faults.add({ path: '/earn/opportunity/', method: 'POST', status: 500 });
    await press(page, dialog.getByRole('button', { name: 'Accept' }));
    await page.locator('#inbox .ps-toast--error').waitFor();
    await sandbox.faults.remove(fault.id);
    const failure = await reader.log();
    await press(page, page.locator('#inbox .ps-inbox__review').first());
    await dialog.locator('.ps-review__figure').first().waitFor();
    await press(page, dialog.getByRole('button', { name: 'Accept' }));
    await page.locator('#inbox .ps-toast--success').waitFor();
    await settle(page);
    const log = await reader.log();
    heard('opportunities-inbox', 'transcript', 'review and accept', log, ['dialog', 'button, Accept']);
    loadingHeard('opportunities-inbox', loading, loadFailure);
    heard('opportunities-inbox', 'status-messages', 'failure', failure, ['alert']);
    heard('opportunities-inbox', 'status-messages', 'success', log, ['accepted']);
    keep('opportunities-inbox-accept', 'Opportunities inbox: review and accept an opportunity (English)', log);
  });

  it('go-live uploader: upload the Podspot and go live', async () => {
    const { page, sandbox } = await journeyPage();
    const list = '/earn/podspots';
    await sandbox.faults.add({ path: list, method: 'GET', status: 500, delay_ms: 1000, times: 1 });
    await page.goto(`${examplesUrl}/golive-test.html?user=${PUBLISHER}`);
    await page.locator('#golive .ps-root').waitFor({ state: 'attached' });
    const reader = await startReader(page, '#golive', '.ps-root');
    await page.locator('#golive').getByRole('button', { name: 'Retry' }).waitFor();
    const loadFailure = await reader.log();
    await retryHeld(page, sandbox, '#golive', list);
    const row = page.locator('#golive .ps-golive-row:not([aria-busy] *)').first();
    await row.getByRole('button', { name: 'Upload Podspot' }).waitFor();
    const loading = await reader.log();
    await reader.next(8);
    await press(page, row.getByRole('button', { name: 'Upload Podspot' }));
    const dialog = page.locator('#golive dialog[open]');
    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
    await dialog.getByRole('alert').waitFor();
    const failure = await reader.log();
    await sandbox.faults.add({ path: '/earn/podspot/', method: 'POST', delay_ms: 1500, times: 1 });
    await file.setInputFiles(SAMPLE_MP3);
    // Done at once when its smart feed was integrated before; else the feed's step, confirmed with "I've done it".
    const confirm = dialog.getByRole('button', { name: "I've done it" });
    await confirm.or(dialog.locator('.ps-golive-done')).first().waitFor();
    if (await confirm.isVisible()) await press(page, confirm);
    await dialog.locator('.ps-golive-done').waitFor();
    await settle(page);
    const log = await reader.log();
    heard('go-live-uploader', 'transcript', 'upload and go live', log, ['dialog, Go-live instructions']);
    loadingHeard('go-live-uploader', loading, loadFailure);
    heard('go-live-uploader', 'status-messages', 'failure', failure, ['Please upload a valid .mp3 file']);
    heard('go-live-uploader', 'status-messages', 'progress', log, ['%']);
    heard('go-live-uploader', 'status-messages', 'success', log, ["You're all set!"]);
    keep('go-live-uploader-upload', 'Go-live uploader: upload the Podspot and go live (English)', log);
  });

  it('earnings card: read the chart by keyboard', async () => {
    const { page, sandbox } = await journeyPage();
    // Held a second, so the reader listens before the failure shows.
    const fault = await sandbox.faults.add({
      path: '/earn/publisher/earnings',
      method: 'GET',
      status: 500,
      delay_ms: 1000,
    });
    await page.goto(`${examplesUrl}/earnings-test.html?user=${PUBLISHER}`);
    await page.locator('#earnings .ps-root').waitFor({ state: 'attached' });
    const reader = await startReader(page, '#earnings', '.ps-root');
    const retry = page.locator('#earnings').getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    const failure = await reader.log();
    await sandbox.faults.remove(fault.id);
    await retryHeld(page, sandbox, '#earnings', '/earn/publisher/earnings');
    await page.locator('#earnings .ps-chart-focus').waitFor();
    await animationsDone(page);
    const loading = await reader.log();
    await reader.clear();
    await reader.next(10);
    await press(page, page.locator('#earnings .ps-chart-focus'), 'ArrowRight');
    for (const key of ['ArrowRight', 'ArrowRight', 'End', 'Home']) await page.keyboard.press(key);
    await animationsDone(page);
    const log = await reader.log();
    heard('earnings-card', 'transcript', 'read the chart by keyboard', log, ['Daily earnings']);
    heard('earnings-card', 'status-messages', 'failure', failure, ['alert: ']);
    loadingHeard('earnings-card', loading, failure);
    keep('earnings-card-chart', 'Earnings card: read the chart by keyboard (English)', log);
  });

  it('spend table: sort and export', async () => {
    const { page, sandbox } = await journeyPage();
    // Held a second, so the reader listens before the failure shows; Retry then loads it.
    const fault = await sandbox.faults.add({
      path: '/advertise/advertiser/report',
      method: 'GET',
      status: 500,
      delay_ms: 1000,
    });
    await page.goto(`${examplesUrl}/spend-test.html?user=${ADVERTISER}`);
    await page.locator('#spend .ps-root').waitFor({ state: 'attached' });
    const reader = await startReader(page, '#spend', '.ps-root');
    const retry = page.locator('#spend').getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    const failure = await reader.log();
    await sandbox.faults.remove(fault.id);
    await retryHeld(page, sandbox, '#spend', '/advertise/advertiser/report');
    await page.locator('#spend tbody th').first().waitFor();
    await settle(page);
    const loading = await reader.log();
    await reader.clear();
    await reader.next(10);
    await press(page, page.locator('#spend .ps-spend__sort').first());
    await settle(page);
    const download = page.waitForEvent('download');
    await press(page, page.locator('#spend').getByRole('button', { name: 'Export all' }));
    await download;
    await settle(page);
    const log = await reader.log();
    heard('spend-table', 'transcript', 'sort and export', log, ['button, Export all']);
    loadingHeard('spend-table', loading, failure);
    heard('spend-table', 'status-messages', 'failure', failure, ['alert: ']);
    keep('spend-table-sort-export', 'Spend table: sort and export (English)', log);
  });

  it('payouts: withdraw', async () => {
    const { page } = await journeyPage();
    await page.goto(`${examplesUrl}/payouts.html?user=${PUBLISHER}`);
    await page.locator('#payouts .ps-root').waitFor({ state: 'attached' });
    const reader = await startReader(page, '#payouts', '.ps-root');
    const open = page.locator('#payouts').getByRole('button', { name: 'Withdraw funds' });
    await open.waitFor();
    await settle(page);
    await reader.next(8);
    await press(page, open);
    const dialog = page.locator('#payouts dialog[open]');
    const submit = dialog.getByRole('button', { name: 'Withdraw', exact: true });
    await submit.waitFor();
    await reader.next(6);
    await press(page, submit);
    await dialog.getByRole('alert').waitFor();
    const invalid = await reader.log();
    await dialog.getByLabel('Amount (USD)').fill('10');
    await press(page, submit);
    await page.locator('#payouts .ps-toast--success').waitFor();
    await settle(page);
    const log = await reader.log();
    heard('payouts', 'transcript', 'withdraw', log, ['dialog, Withdraw funds', 'Amount (USD)']);
    heard('payouts', 'status-messages', 'failure (amount)', invalid, ['alert: Amount is required.']);
    heard('payouts', 'status-messages', 'success', log, ['is on its way to your bank account']);
    keep('payouts-withdraw', 'Payouts: withdraw (English)', log);
  });

  it('payouts: a bank country whose account cannot be created', async () => {
    const { page, sandbox } = await journeyPage();
    const detail = { stripe_account: 'The payment provider is not answering. Try again in a minute.' };
    await sandbox.faults.add({ path: '/stripe/create_account', method: 'POST', status: 503, detail, times: 1 });
    await page.goto(`${examplesUrl}/payouts.html?user=${NOPAYOUT}`);
    await page.locator('#payouts .ps-root').waitFor({ state: 'attached' });
    const open = page.locator('#payouts').getByRole('button', { name: 'Set up payout account' });
    await open.waitFor();
    const reader = await startReader(page, '#payouts', '.ps-root');
    await press(page, open);
    const dialog = page.locator('#payouts dialog[open]');
    await dialog.getByLabel('Bank country').selectOption('GB');
    // Its tab is opened during the click and closed on the failure; the page stays here.
    await press(page, dialog.getByRole('button', { name: 'Continue' }));
    await dialog.getByRole('alert').waitFor();
    const log = await reader.log();
    heard('payouts', 'status-messages', 'failure (bank country)', log, [`alert: ${detail.stripe_account}`]);
    expect(await dialog.getByLabel('Bank country').inputValue()).toBe('GB');
  });

  it('onboarding: choose an offer and go on', async () => {
    const { page } = await journeyPage();
    await page.goto(`${examplesUrl}/layout-test.html?widget=onboarding&width=full&user=${NEW_PUBLISHER}`);
    const widget = page.locator('#slot');
    await widget.locator('.ps-onb-form').waitFor();
    const reader = await startReader(page, '#slot', '.ps-root');
    await settle(page);
    await reader.next(6);
    const start = widget.getByRole('button', { name: 'Get started' });
    await press(page, start);
    await widget.getByRole('alert').waitFor();
    const invalid = await reader.log();
    await widget.getByLabel('Downloads per episode').fill('2500');
    await press(page, start);
    const view = widget.locator('.ps-onb-offer__select').first();
    await view.waitFor();
    await settle(page);
    await reader.next(6);
    await press(page, view);
    const dialog = page.locator('#slot dialog[open]');
    await dialog.waitFor();
    await reader.next(8);
    await press(page, dialog.getByRole('button', { name: 'Accept offer' }));
    await widget.getByRole('heading', { name: 'Listen to an example Podspot' }).waitFor();
    await settle(page);
    const log = await reader.log();
    heard('onboarding', 'transcript', 'choose an offer and go on', log, [
      'Downloads per episode',
      'dialog, Podspot offer',
      'Listen to an example Podspot',
    ]);
    heard('onboarding', 'status-messages', 'failure (downloads)', invalid, [
      'alert: Please enter valid number',
      'Enter a whole number from 1 to 100,000,000.',
    ]);
    keep('onboarding-offer', 'Onboarding: choose an offer and go on (English)', log);
  });

  it('notification banner: read the items, open one', async () => {
    const { page, sandbox } = await journeyPage();
    // Held a second, so the reader listens before the failure shows; Retry then loads it.
    const fault = await sandbox.faults.add({ path: '/publisher/actions', method: 'GET', status: 500, delay_ms: 1000 });
    await page.goto(`${examplesUrl}/banner-test.html?user=${PUBLISHER}`);
    await page.locator('#banner .ps-root').waitFor({ state: 'attached' });
    const reader = await startReader(page, '#banner', '.ps-root');
    const retry = page.locator('#banner').getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    const failure = await reader.log();
    await sandbox.faults.remove(fault.id);
    await press(page, retry);
    const action = page.locator('#banner [data-kind="answer_opportunities"] .ps-banner__action');
    await action.waitFor();
    await settle(page);
    await reader.clear();
    await reader.next(10);
    await press(page, action);
    const dialog = page.locator('#banner dialog[open]');
    await dialog.getByRole('button', { name: 'Accept' }).waitFor();
    await reader.next(8);
    await settle(page);
    const log = await reader.log();
    heard('notification-banner', 'transcript', 'read the items, open one', log, [
      'Action required',
      'button, Review',
      'dialog',
    ]);
    heard('notification-banner', 'status-messages', 'failure', failure, ['alert: ']);
    keep('notification-banner-items', 'Notification banner: read the items, open one (English)', log);
  });

  it('console: sign in', async () => {
    const { page } = await journeyPage();
    await page.goto(`${consoleUrl}/login`);
    await page.locator('form button[type="submit"]').waitFor();
    const reader = await startReader(page, null, 'body');
    await reader.next(8);
    await page.getByLabel('Email').focus();
    await page.keyboard.type(PUBLISHER);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    await settle(page);
    const log = await reader.log();
    heard('console', 'transcript', 'sign in', log, ['textbox, Email', 'Password']);
    heard('console', 'status-messages', 'failure (sign in)', log, ['alert']);
    keep('console-sign-in', 'Console: sign in (English)', log);
  });

  it('console: withdraw', async () => {
    const { page } = await journeyPage(PUBLISHER);
    await page.goto(`${consoleUrl}/billing/earnings`);
    const open = page.getByRole('button', { name: 'Withdraw funds' });
    await open.waitFor();
    await settle(page);
    const reader = await startReader(page, null, 'body');
    await press(page, open);
    const dialog = page.getByRole('dialog', { name: 'Withdraw funds' });
    await dialog.waitFor();
    await reader.next(6);
    await press(page, dialog.getByRole('button', { name: 'Withdraw', exact: true }));
    await dialog.getByRole('alert').first().waitFor();
    const invalid = await reader.log();
    await dialog.getByLabel('Amount (USD)').fill('10');
    await press(page, dialog.getByRole('button', { name: 'Withdraw', exact: true }));
    await page.getByText('is on its way to your bank account').waitFor();
    await settle(page);
    const log = await reader.log();
    heard('console', 'transcript', 'withdraw', log, ['dialog, Withdraw funds', 'Amount (USD)']);
    heard('console', 'status-messages', 'failure (withdraw amount)', invalid, ['alert: Amount is required.']);
    heard('console', 'status-messages', 'success (withdraw)', log, ['is on its way to your bank account']);
    keep('console-withdraw', 'Console billing: withdraw (English)', log);
  });
});
