import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { namesOf } from '../../test/accessible-names';
import { showingLine } from '../../test/show-more';
import { COPIED_MS } from '../../core/go-live';
import { fakeClient, flushRender, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import { gate, installFakeXhr } from '../../test/fake-xhr';
import { FEED_URL, mp3File, podspotRow, textFile } from '../../test/go-live-fixtures';
import type * as Download from '../../ui/download';
import { GoLiveUploader } from './go-live-uploader';

const downloads = vi.hoisted(() => ({ calls: [] as unknown[][], fail: null as Error | null }));
vi.mock('../../ui/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  downloadFile: async (...args: unknown[]) => {
    downloads.calls.push(args.slice(1));
    if (downloads.fail) throw downloads.fail;
    return args[3];
  },
}));

let cleanup: (() => Promise<void>) | null = null;
let restoreXhr: (() => void) | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await cleanup?.();
  cleanup = null;
  restoreXhr?.();
  restoreXhr = null;
  downloads.calls = [];
  downloads.fail = null;
});

const rows = [
  podspotRow({
    id: 41,
    publisher_podcast_name: 'Garden Talk',
    campaign_name: 'Morning Brew',
    created_at: '2026-10-01T00:00:00Z',
  }),
  podspotRow({
    id: 42,
    publisher_podcast_name: 'Night Owls',
    campaign_name: 'Sleep Well',
    podspot_uploaded: true,
    created_at: '2026-10-05T00:00:00Z',
  }),
  podspotRow({ id: 43, aasm_state: 'pending', podspot_uploaded: true, publisher_podcast_name: 'Pending Show' }),
  podspotRow({ id: 44, aasm_state: 'approved', status: 'active', publisher_podcast_name: 'Live Show' }),
];
const routes = (over: Record<string, unknown> = {}) =>
  ({
    'GET /earn/podspots': { body: { data: { podspots: rows }, archived_podspots: 0 } },
    'GET /earn/podspot/41': { body: rows[0] },
    'GET /earn/podspot/42': { body: rows[1] },
    'GET /earn/podcast/12/smart_feed': { body: { smart_feed: FEED_URL, feed_integrated: false } },
    ...over,
  }) as Parameters<typeof fakeClient>[0];

const q = <T extends Element = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<T>(selector);
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name);
const chooseFile = (root: ParentNode, file: File) => {
  const input = q<HTMLInputElement>(root, 'input[type="file"]')!;
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
/** The upload step's file input, named by its label; a drop on it bubbles to the drop zone around it. */
const fileInput = (root: HTMLElement) => within(root).queryByLabelText<HTMLInputElement>('Choose an MP3 file');
const dropFile = (root: HTMLElement, file: File) => {
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files: [file], dropEffect: 'none' } });
  fileInput(root)!.dispatchEvent(event);
};
/** Requires attention's rows (list items; the steps' items stay hidden in the closed dialog). */
const attentionRows = (root: HTMLElement) => within(root).queryAllByRole('listitem');
/** The go-live steps' header buttons: "Step 1 Upload Podspot", with "Complete" at the end once done. */
const stepToggles = (root: HTMLElement) => within(root).getAllByRole('button', { name: /^Step \d/ });
const completeSteps = (root: HTMLElement) => namesOf(root, 'button').filter((n) => /^Step \d.* Complete$/.test(n));

describe(`GoLiveUploader (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('lists the podspots requiring attention with their actions, then emits ready', async () => {
    const { client } = fakeClient(routes());
    const view = await renderWidget(<GoLiveUploader />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(attentionRows(view.container)).toHaveLength(2));
    const [first, second] = attentionRows(view.container);
    expect(first.textContent).toContain('Night Owls');
    expect(first.textContent).toContain('Advertiser: Sleep Well');
    expect(buttonNamed(first, 'Integrate Smart Feed')).toBeTruthy();
    expect(second.textContent).toContain('Advertiser: Morning Brew');
    expect(buttonNamed(second, 'Upload Podspot')).toBeTruthy();
    expect(view.container.textContent).not.toContain('Pending Show');
    expect(view.events).toContainEqual({ type: 'ready', detail: { widget: 'go-live-uploader' } });
  });

  it('asks for the draft tab only (the rows that can need attention), not the whole list', async () => {
    const { client, calls } = fakeClient(routes());
    const view = await renderWidget(<GoLiveUploader />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(attentionRows(view.container)).toHaveLength(2));
    const lists = calls.filter((c) => c.url.pathname.endsWith('/earn/podspots'));
    expect(lists.map((c) => [...c.url.searchParams])).toEqual([
      [
        ['tab', 'draft'],
        ['limit', '40'],
      ],
    ]);
  });

  it('pages a long list: the first 40 rows, then Show more asks for the rows after them', async () => {
    const drafts = Array.from({ length: 45 }, (_, i) => ({ ...rows[1], id: 500 + i }));
    const { client, calls } = fakeClient(
      routes({
        'GET /earn/podspots': ({ url }: { url: URL }) => {
          const from = Number(url.searchParams.get('offset') ?? 0);
          const page = drafts.slice(from, from + Number(url.searchParams.get('limit')));
          return { body: { data: { podspots: page }, archived_podspots: 0, total: drafts.length } };
        },
      }),
    );
    const view = await renderWidget(<GoLiveUploader />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(attentionRows(view.container)).toHaveLength(40));
    expect(showingLine(view.container)).toBe('Showing 40 of 45 campaigns');
    buttonNamed(view.container, 'Show more')!.click();
    await waitFor(() => expect(attentionRows(view.container)).toHaveLength(45));
    expect(showingLine(view.container)).toBeUndefined();
    const lists = calls.filter((c) => c.url.pathname.endsWith('/earn/podspots'));
    expect(lists.map((c) => c.url.search)).toEqual(['?tab=draft&limit=40', '?tab=draft&offset=40&limit=40']);
  });

  it('shows the empty state', async () => {
    const { client } = fakeClient(
      routes({ 'GET /earn/podspots': { body: { data: { podspots: [rows[2]] }, archived_podspots: 0 } } }),
    );
    const view = await renderWidget(<GoLiveUploader />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(view.container.textContent).toContain('All clear here!'));
    expect(view.container.textContent).toContain('Nothing pressing at the moment.');
  });

  it('opens the flow, refuses a picked non-MP3, uploads an MP3 with progress while closing is blocked', async () => {
    const { client, calls } = fakeClient(routes());
    const answer = gate<{ body: unknown }>();
    const xhr = installFakeXhr(() => answer.promise);
    restoreXhr = xhr.restore;
    const view = await renderWidget(<GoLiveUploader />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(buttonNamed(view.container, 'Upload Podspot')).toBeTruthy());
    buttonNamed(view.container, 'Upload Podspot')!.click();
    const dialog = () => q<HTMLDialogElement>(view.container, 'dialog')!;
    await waitFor(() => expect(dialog().textContent).toContain('Garden Talk'));
    expect(dialog().textContent).toContain('The Coffee Hour');
    const toggles = stepToggles(dialog());
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    expect(toggles[0].textContent).toContain('Upload Podspot');
    expect(toggles[1].textContent).toContain('Integrate smart feed');

    // Closing the picker without a file fires a bubbling `cancel` at the input: the dialog around it stays open.
    q(dialog(), 'input[type="file"]')!.dispatchEvent(new Event('cancel', { bubbles: true }));
    await waitFor(() => expect(dialog().open).toBe(true)); // and after the render it caused (waitFor ends with act)
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toContain('Garden Talk');

    chooseFile(dialog(), textFile());
    await waitFor(() => expect(q(dialog(), '[role="alert"]')?.textContent).toBe('Please upload a valid .mp3 file'));
    expect(xhr.requests).toHaveLength(0);

    chooseFile(dialog(), mp3File());
    await waitFor(() => expect(q(dialog(), '[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100'));
    expect(dialog().textContent).toContain('Uploading spot.mp3');
    expect(buttonNamed(dialog(), 'Close')!.disabled).toBe(true);
    dialog().dispatchEvent(new Event('cancel', { cancelable: true })); // Escape
    expect(dialog().open).toBe(true);

    answer.open({ body: podspotRow({ podspot_uploaded: true }) });
    await waitFor(() => expect(completeSteps(dialog())).toEqual(['Step 1 Upload Podspot Complete']));
    expect(stepToggles(dialog()).map((t) => t.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    expect(view.events).toContainEqual({ type: 'podspot_uploaded', detail: { podspotId: 41 } });
    await waitFor(() =>
      expect(within(dialog()).getByRole<HTMLInputElement>('textbox', { name: 'Smart feed URL' }).value).toBe(FEED_URL),
    );

    const listLoads = calls.filter((c) => c.url.pathname.endsWith('/earn/podspots')).length;
    buttonNamed(dialog(), 'Close')!.click();
    await waitFor(() => expect(dialog().open).toBe(false));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname.endsWith('/earn/podspots')).length).toBe(listLoads + 1),
    );
  });

  it('sends a dropped file unchecked and shows the server refusal', async () => {
    const { client } = fakeClient(routes());
    const xhr = installFakeXhr(() => ({ status: 400, body: { detail: { file: 'Not an MP3.' } } }));
    restoreXhr = xhr.restore;
    const view = await renderWidget(<GoLiveUploader podspotId={41} />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(fileInput(view.container)).toBeTruthy());
    dropFile(view.container, textFile());

    await waitFor(() =>
      expect(q(view.container, '[role="alert"]')?.textContent).toBe('Please upload a valid .mp3 file'),
    );
    expect(xhr.requests).toHaveLength(1);
    expect(view.events.map((e) => e.type)).toContain('ready');
  });

  it("integrates the smart feed: copy, PDF, I've done it, then the pending text", async () => {
    let accepted = false;
    const { client, calls } = fakeClient(
      routes({
        'POST /earn/podcast/12/smart_feed/accept': () => {
          accepted = true;
          return { body: { smart_feed: FEED_URL, feed_integrated: true, pending_podspot_ids: [42] } };
        },
      }),
    );
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const view = await renderWidget(<GoLiveUploader podspotId={42} />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(buttonNamed(view.container, 'Copy')).toBeTruthy());
    expect(view.container.textContent).toContain('Log in to the Apple podcast publishing console and select the show.');
    expect(view.container.textContent).toContain("Press Save, then click 'I've done it'.");

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    buttonNamed(view.container, 'Copy')!.click();
    await flushRender();
    expect(buttonNamed(view.container, 'Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    await vi.advanceTimersByTimeAsync(COPIED_MS - 1);
    await flushRender();
    expect(buttonNamed(view.container, 'Copied!')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1); // back after COPIED_MS
    await flushRender();
    expect(buttonNamed(view.container, 'Copy')).toBeTruthy();
    vi.useRealTimers();

    buttonNamed(view.container, 'Smart feed instructions')!.click();
    await waitFor(() =>
      expect(view.events).toContainEqual({
        type: 'export_downloaded',
        detail: { fileName: 'smart-feed-instruction.pdf' },
      }),
    );
    expect(downloads.calls[0]).toEqual([
      '/earn/podcast/12/smart_feed/download_instruction',
      undefined,
      'smart-feed-instruction.pdf',
    ]);

    buttonNamed(view.container, "I've done it")!.click();
    await waitFor(() =>
      expect(view.container.textContent).toContain(
        "You're all set! Your Podspot is pending review and will go live soon.",
      ),
    );
    expect(accepted).toBe(true);
    expect(calls.at(-1)?.method).toBe('POST');
    expect(view.events).toContainEqual({ type: 'smart_feed_integrated', detail: { podcastId: 12 } });
  });

  it('opens with the feed integrated: step 2 complete and collapsed, step 1 open', async () => {
    const { client } = fakeClient(
      routes({ 'GET /earn/podspot/41': { body: podspotRow({ apple_feed_integrated: true }) } }),
    );
    const view = await renderWidget(<GoLiveUploader podspotId={41} />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(completeSteps(view.container)).toEqual(['Step 2 Integrate smart feed Complete']));
    expect(stepToggles(view.container).map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
  });

  it('shows a failed download and a failed integration', async () => {
    const { client } = fakeClient(
      routes({
        'POST /earn/podcast/12/smart_feed/accept': {
          status: 500,
          body: { detail: { error: 'Feeds are being rebuilt.' } },
        },
      }),
    );
    downloads.fail = new DOMException('Download timed out', 'TimeoutError');
    const view = await renderWidget(<GoLiveUploader podspotId={42} />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(buttonNamed(view.container, "I've done it")).toBeTruthy());
    buttonNamed(view.container, 'Smart feed instructions')!.click();
    await waitFor(() => expect(view.container.textContent).toContain('Download timed out'));
    buttonNamed(view.container, "I've done it")!.click();
    await waitFor(() => expect(view.container.textContent).toContain('Feeds are being rebuilt.'));
    expect(view.events.filter((e) => e.type === 'error')).toHaveLength(2);
    expect(view.container.textContent).not.toContain("You're all set!");
  });

  it('shows a failed load with Retry', async () => {
    const { client } = fakeClient(
      routes({ 'GET /earn/podspot/41': { status: 404, body: { detail: { error: 'No podspot with this id.' } } } }),
    );
    const view = await renderWidget(<GoLiveUploader podspotId={41} />, client);
    cleanup = view.unmount;
    await waitFor(() => expect(q(view.container, '[role="alert"]')?.textContent).toContain('No podspot with this id.'));
    expect(buttonNamed(view.container, 'Retry')).toBeTruthy();
  });
});
