import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from '../api/errors';
import { fakeClient } from '../test/render-widget';
import { downloadErrorMessage, downloadFile } from './download';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe(`downloadErrorMessage`, () => {
  it.each<[unknown, string]>([
    [new ApiError(500, { error: 'Exports are paused.' }), '500: Exports are paused.'],
    [
      new ApiError(404, { publisher_id: 'None of your campaigns runs on this podcast.' }),
      '404: None of your campaigns runs on this podcast.',
    ],
    [new ApiError(0, { network: NETWORK_MESSAGE }), NETWORK_MESSAGE],
    [new DOMException('x', 'AbortError'), 'Download canceled'],
    [new DOMException('x', 'TimeoutError'), 'Download timed out'],
    [new TypeError('boom'), 'An unknown error occurred'],
    [undefined, 'An unknown error occurred'],
  ])('%o → %s', (error, message) => {
    expect(downloadErrorMessage(error)).toBe(message);
  });
});

describe('downloadFile', () => {
  it('saves the blob under the file name through a temporary link', async () => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { client, calls } = fakeClient({}, { 'GET /files/report': { body: 'a,b' } });
    await expect(
      downloadFile(client, '/files/report', { start_date: '2026-01-01', podcast_id: 'all' }, 'report.csv'),
    ).resolves.toBe('report.csv');
    expect(names).toEqual(['report.csv']);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ start_date: '2026-01-01' });
    expect(document.querySelector('a[download]')).toBeNull(); // nothing left in the page
  });

  it('rejects with the abort reason at once and saves nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.useFakeTimers();
    const { client } = fakeClient(
      {},
      { 'GET /files/slow': () => new Promise((r) => setTimeout(() => r({ body: 'late' }), 50)) },
    );
    const controller = new AbortController();
    const pending = downloadFile(client, '/files/slow', undefined, 'slow.csv', controller.signal);
    controller.abort(new DOMException('Download timed out', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(80); // the late answer has come and gone
    expect(click).not.toHaveBeenCalled();
  });

  it('reads the server reason out of a failed blob answer', async () => {
    const { client } = fakeClient(
      {},
      { 'GET /files/broken': { status: 422, body: { detail: { start_date: 'Choose a start date.' } } } },
    );
    await expect(downloadFile(client, '/files/broken', undefined, 'x.csv')).rejects.toMatchObject({
      status: 422,
      message: 'Choose a start date.',
    });
  });
});
