import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { namesOf } from '../../test/accessible-names';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { gate, installFakeXhr } from '../../test/fake-xhr';
import { FEED_URL, mp3File, podspotRow } from '../../test/go-live-fixtures';
import { GoLiveSteps } from './go-live-steps';

let cleanup: (() => Promise<void>) | null = null;
let restoreXhr: (() => void) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  restoreXhr?.();
  restoreXhr = null;
});

const feed = { 'GET /earn/podcast/12/smart_feed': { body: { smart_feed: FEED_URL, feed_integrated: false } } };
const chooseFile = (root: ParentNode, file: File) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name);

describe(`GoLiveSteps (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('reports uploading to the surrounding modal and calls onDone once both steps are done', async () => {
    const { client } = fakeClient({
      'GET /earn/podspot/41': { body: podspotRow({ apple_feed_integrated: true }) },
      ...feed,
    });
    const answer = gate<{ body: unknown }>();
    const xhr = installFakeXhr(() => answer.promise);
    restoreXhr = xhr.restore;
    const onUploadingChange = vi.fn();
    const onDone = vi.fn();
    const onReady = vi.fn();
    const view = await renderWidget(
      <GoLiveSteps podspotId={41} onUploadingChange={onUploadingChange} onDone={onDone} onReady={onReady} />,
      client,
    );
    cleanup = view.unmount;
    await waitFor(() => expect(onReady).toHaveBeenCalledOnce());
    chooseFile(view.container, mp3File());
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(true));
    answer.open({ body: podspotRow({ apple_feed_integrated: true, podspot_uploaded: true, aasm_state: 'pending' }) });
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(false));
    await waitFor(() =>
      expect(view.container.textContent).toContain(
        "You're all set! Your Podspot is pending review and will go live soon.",
      ),
    );
    expect(onDone).toHaveBeenCalledOnce();
    expect(onDone.mock.calls[0][0]).toMatchObject({ id: 41, aasm_state: 'pending' });
    expect(onUploadingChange.mock.calls).toEqual([[true], [false]]);
  });

  it('integrating first expands step 1, and onDone waits for the upload', async () => {
    const { client } = fakeClient({
      'GET /earn/podspot/41': { body: podspotRow() },
      ...feed,
      'POST /earn/podcast/12/smart_feed/accept': {
        body: { smart_feed: FEED_URL, feed_integrated: true, pending_podspot_ids: [] },
      },
    });
    const onDone = vi.fn();
    const view = await renderWidget(<GoLiveSteps podspotId={41} onDone={onDone} />, client);
    cleanup = view.unmount;
    // The steps' header buttons, named "Step 1 Upload Podspot" ("… Complete" once done).
    const toggles = () => within(view.container).queryAllByRole('button', { name: /^Step \d/ });
    await waitFor(() => expect(toggles()).toHaveLength(2));
    toggles()[0].click(); // the user collapses step 1 and opens step 2
    toggles()[1].click();
    await waitFor(() => expect(toggles().map((t) => t.getAttribute('aria-expanded'))).toEqual(['false', 'true']));
    await waitFor(() => expect(button(view.container, "I've done it")).toBeTruthy());
    button(view.container, "I've done it")!.click();
    await waitFor(() => expect(toggles().map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'false']));
    expect(namesOf(view.container, 'button').filter((n) => n.endsWith(' Complete'))).toEqual([
      'Step 2 Integrate smart feed Complete',
    ]);
    expect(onDone).not.toHaveBeenCalled();
    expect(view.container.textContent).not.toContain("You're all set!");
  });
});
