import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../test/fake-xhr';
import { createClient } from './client';
import { uploadWithProgress } from './upload';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

const file = () => new File(['ID3 audio'], 'spot.mp3', { type: 'audio/mpeg' });
const clientWith = (tokens: string[], onUnauthorized = vi.fn()) => {
  let i = 0;
  return createClient({
    baseURL: 'http://api.test/api',
    token: { get: async () => tokens[0], refresh: async () => tokens[++i] ?? null },
    onUnauthorized,
  });
};

describe('uploadWithProgress', () => {
  it('sends the file in a multipart field with the bearer token and reports progress', async () => {
    const xhr = installFakeXhr(() => ({ body: { id: 1 } }));
    restore = xhr.restore;
    const progress: number[] = [];
    const answer = await uploadWithProgress(clientWith(['t1']), '/earn/podspot/1/upload', file(), {
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ id: 1 });
    expect(progress).toEqual([0.5, 1, 1]);
    expect(xhr.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/earn/podspot/1/upload',
      headers: { authorization: 'Bearer t1' },
    });
    expect((xhr.requests[0].body.get('file') as File).name).toBe('spot.mp3');
  });

  it('refreshes the token once after a 401 and retries', async () => {
    const xhr = installFakeXhr((request) =>
      request.headers.authorization === 'Bearer t2'
        ? { body: { ok: true } }
        : { status: 401, body: { detail: { error: 'expired' } } },
    );
    restore = xhr.restore;
    expect(await uploadWithProgress(clientWith(['t1', 't2']), '/up', file())).toEqual({ ok: true });
    expect(xhr.requests.map((r) => r.headers.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('gives up after one refresh and tells the client owner', async () => {
    const xhr = installFakeXhr(() => ({ status: 401, body: { detail: { error: 'Your session has expired.' } } }));
    restore = xhr.restore;
    const onUnauthorized = vi.fn();
    await expect(uploadWithProgress(clientWith(['t1', 't2'], onUnauthorized), '/up', file())).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired.',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns refusals, network failures and cancels into ApiErrors', async () => {
    let xhr = installFakeXhr(() => ({ status: 400, body: { detail: { file: 'Please upload a valid .mp3 file' } } }));
    await expect(uploadWithProgress(clientWith(['t']), '/up', file())).rejects.toMatchObject({
      status: 400,
      detail: { file: 'Please upload a valid .mp3 file' },
    });
    xhr.restore();
    xhr = installFakeXhr(() => 'network');
    await expect(uploadWithProgress(clientWith(['t']), '/up', file())).rejects.toMatchObject({
      status: 0,
      detail: { network: expect.any(String) },
    });
    xhr.restore();
    xhr = installFakeXhr(() => new Promise(() => {}));
    restore = xhr.restore;
    const controller = new AbortController();
    const pending = uploadWithProgress(clientWith(['t']), '/up', file(), { signal: controller.signal });
    await vi.waitFor(() => expect(xhr.requests).toHaveLength(1)); // sent: the abort cancels an upload in flight
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, message: 'Upload canceled.' });
  });
});
