import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_KEY } from '../../server-mock/app.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './browser.ts';

const b = useBrowser();
const SAMPLE_MP3 = 'server-mock/assets/sample-podspot.mp3';
const PUBLISHER = 'publisher@podspot.test';

type Row = {
  id: number;
  aasm_state: string;
  podspot_uploaded: boolean;
  apple_feed_integrated: boolean;
  archived: boolean;
  campaign_name: string;
  publisher_podcast_name: string;
  publisher_podcast_id: number;
  created_at: string;
};

const api = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
  const answer = await fetch(`${b.consoleUrl}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-partner-key': DEMO_PARTNER_KEY,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (answer.status === 204 ? undefined : answer.json()) as T;
};
const publisherRows = async () => {
  const { token } = await api<{ token: string }>('POST', '/partner/embed_tokens', { email: PUBLISHER });
  return (await api<{ data: { podspots: Row[] } }>('GET', '/earn/podspots', undefined, token)).data.podspots;
};
const rowOf = (page: Page, podspot: Row) =>
  page
    .locator('#golive .ps-golive-row')
    .filter({ hasText: podspot.publisher_podcast_name })
    .filter({ hasText: `Advertiser: ${podspot.campaign_name}` });

// This file changes the demo publisher's drafts and integrates a podcast's feed: it starts from a fresh demo
// and leaves a fresh demo behind, so no other file sees its changes.
beforeAll(async () => {
  await api('POST', '/__mock/reset', { scenario: 'demo' });
});
afterAll(async () => {
  await api('POST', '/__mock/reset', { scenario: 'demo' });
});

describe('go-live uploader (examples site, another origin)', () => {
  it("lists the demo publisher's podspots needing attention", async () => {
    const rows = await publisherRows();
    const expected = rows.filter((r) => r.aasm_state === 'draft');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const { page, context, errors } = await b.open(DESKTOP);
    await page.goto(`${b.examplesUrl}/golive-test.html`);
    await page.locator('#golive .ps-golive-row').first().waitFor();
    expect(await page.locator('#golive .ps-golive-row').count()).toBe(expected.length);
    for (const row of expected) {
      const label = row.podspot_uploaded ? 'Integrate Smart Feed' : 'Upload Podspot';
      await rowOf(page, row).getByRole('button', { name: label }).waitFor();
    }
    await expect.poll(() => page.locator('#events').textContent()).toContain('ready {"widget":"go-live-uploader"');
    await screenshot(page, 'go-live-list-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a real MP3 with progress, refuses a non-MP3, then integrates the feed', async () => {
    const rows = await publisherRows();
    // A draft with no file on a podcast whose feed is not integrated: both steps to do.
    const target = rows.find(
      (r) => r.aasm_state === 'draft' && !r.podspot_uploaded && !r.apple_feed_integrated && !r.archived,
    )!;
    expect(target).toBeTruthy();
    const { page, context, errors } = await b.open(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.examplesUrl });
    await page.goto(`${b.examplesUrl}/golive-test.html`);
    await rowOf(page, target).getByRole('button', { name: 'Upload Podspot' }).click();
    const dialog = page.locator('#golive dialog');
    await dialog.getByText(target.publisher_podcast_name, { exact: true }).waitFor();
    await dialog.getByText('Advertiser', { exact: true }).waitFor();

    // The picker refuses what is not an MP3 and sends nothing.
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
    await dialog.getByRole('alert').filter({ hasText: 'Please upload a valid .mp3 file' }).waitFor();
    expect(await fileInput.inputValue()).toBe(''); // the selection is cleared

    // A dropped file is not checked: the server refuses it with the same message.
    await dialog.locator('.ps-file-drop').evaluate((zone) => {
      const data = new DataTransfer();
      data.items.add(new File(['still not audio'], 'dropped.txt', { type: 'text/plain' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await dialog.getByRole('alert').filter({ hasText: 'Please upload a valid .mp3 file' }).waitFor();

    // The real MP3, held by the server for a moment: the bar shows the bytes sent and the dialog will not close.
    await api('POST', '/__mock/faults', {
      path: `/earn/podspot/${target.id}/upload`,
      method: 'POST',
      delay_ms: 1500,
      times: 1,
    });
    await fileInput.setInputFiles(SAMPLE_MP3);
    const bar = dialog.getByRole('progressbar');
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'go-live-uploading-desktop');
    await page.keyboard.press('Escape');
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close', exact: true }).last().isDisabled()).toBe(true);

    // Step 1 completes and collapses; step 2 expands with the smart feed.
    await dialog.locator('.ps-golive-step--complete').filter({ hasText: 'Upload Podspot' }).waitFor();
    await expect
      .poll(() => page.locator('#events').textContent())
      .toContain(`podspot_uploaded {"podspotId":${target.id},"widget":"go-live-uploader","id":"golive"}`);
    const feedInput = dialog.getByLabel('Smart feed URL');
    await expect.poll(() => feedInput.inputValue()).toMatch(/^http:\/\/localhost:\d+\/feeds\/\w+\.xml$/);
    await dialog.getByText('Log in to the Apple podcast publishing console and select the show.').waitFor();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await feedInput.inputValue());
    await dialog.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 3000 }); // back after 2000 ms

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Smart feed instructions' }).click();
    expect((await download).suggestedFilename()).toBe('smart-feed-instruction.pdf');
    await expect
      .poll(() => page.locator('#events').textContent())
      .toContain(
        'export_downloaded {"fileName":"smart-feed-instruction.pdf","widget":"go-live-uploader","id":"golive"}',
      );
    await screenshot(page, 'go-live-step2-desktop');

    // A failed confirmation shows the server's message; the next try goes through.
    await api('POST', '/__mock/faults', {
      path: `/earn/podcast/${target.publisher_podcast_id}/smart_feed/accept`,
      method: 'POST',
      status: 503,
      detail: { error: 'Feeds are being rebuilt. Try again in a minute.' },
      times: 1,
    });
    await dialog.getByRole('button', { name: "I've done it" }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Feeds are being rebuilt. Try again in a minute.' }).waitFor();
    await dialog.getByRole('button', { name: "I've done it" }).click();
    await dialog.getByText("You're all set! Your Podspot is pending review and will go live soon.").waitFor();
    await expect
      .poll(() => page.locator('#events').textContent())
      .toContain(
        `smart_feed_integrated {"podcastId":${target.publisher_podcast_id},"widget":"go-live-uploader","id":"golive"}`,
      );
    await screenshot(page, 'go-live-done-desktop');

    // The server agrees, and the list drops the row once the dialog closes.
    const after = (await publisherRows()).find((r) => r.id === target.id)!;
    expect(after).toMatchObject({ aasm_state: 'pending', podspot_uploaded: true, apple_feed_integrated: true });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.poll(() => rowOf(page, target).count()).toBe(0);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it("shows one podspot's steps inline, and fits a phone", async () => {
    const rows = await publisherRows();
    const draft = rows.find((r) => r.aasm_state === 'draft' && !r.archived)!;
    const { page, context, errors } = await b.open(PHONE);
    await page.goto(`${b.examplesUrl}/golive-test.html`);
    await page.locator('#golive .ps-golive-row').first().waitFor();
    await screenshot(page, 'go-live-list-phone');
    await rowOf(page, draft).getByRole('button').click();
    await page.locator('#golive dialog .ps-golive-step').first().waitFor();
    await screenshot(page, 'go-live-dialog-phone');
    const width = await page.locator('#golive dialog').evaluate((d) => d.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`${b.examplesUrl}/golive-test.html?podspot=${draft.id}`);
    await page.locator('#golive .ps-golive-step').first().waitFor();
    await page.locator('#golive').getByText('Go-live instructions').waitFor();
    // Keyboard: the real file input takes focus and opens the picker.
    const chooser = page.waitForEvent('filechooser');
    await page.locator('#golive input[type="file"]').focus();
    await page.keyboard.press('Space');
    expect((await chooser).isMultiple()).toBe(false);
    expect(await page.locator('#golive .ps-golive-row').count()).toBe(0);
    await screenshot(page, 'go-live-inline-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
