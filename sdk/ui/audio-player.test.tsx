import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../test/render-widget';
import { AUDIO_ERROR, AudioPlayer, formatClock } from './audio-player';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
  vi.restoreAllMocks();
});

async function mount() {
  const view = await renderWidget(
    <AudioPlayer src="/api/audio/sample" title="Garden Hour on Quiet Book Hour" />,
    fakeClient({}).client,
  );
  cleanup = view.unmount;
  const root = view.container;
  return {
    root,
    audio: root.querySelector('audio')!,
    toggle: () => within(root).getByRole('button', { name: /^(Play|Pause)$/ }),
  };
}

describe(`AudioPlayer (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('plays and pauses the native audio element', async () => {
    const { root, audio, toggle } = await mount();
    expect(root.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('Garden Hour on Quiet Book Hour');
    expect(audio.getAttribute('src')).toBe('/api/audio/sample');
    let paused = true;
    vi.spyOn(audio, 'paused', 'get').mockImplementation(() => paused);
    vi.spyOn(audio, 'play').mockImplementation(async () => {
      paused = false;
      audio.dispatchEvent(new Event('play'));
    });
    vi.spyOn(audio, 'pause').mockImplementation(() => {
      paused = true;
      audio.dispatchEvent(new Event('pause'));
    });
    expect(toggle().textContent).toMatch(/Play$/);
    toggle().click();
    await waitFor(() => expect(toggle().textContent).toMatch(/Pause$/));
    toggle().click();
    await waitFor(() => expect(toggle().textContent).toMatch(/Play$/));
  });

  it.each([
    ['the file fails to load', (audio: HTMLAudioElement) => audio.dispatchEvent(new Event('error'))],
    [
      'play() is refused',
      (audio: HTMLAudioElement, click: () => void) => {
        vi.spyOn(audio, 'play').mockRejectedValue(Object.assign(new Error('no source'), { name: 'NotSupportedError' }));
        click();
      },
    ],
  ])('says "%s" with the documented text', async (_name, fail) => {
    const { root, audio, toggle } = await mount();
    fail(audio, () => toggle().click());
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toBe(AUDIO_ERROR));
    expect(AUDIO_ERROR).toBe('Could not play audio. The file may be unavailable.');
  });

  it('ignores the AbortError of a pause during loading', async () => {
    const { root, audio, toggle } = await mount();
    const play = vi.spyOn(audio, 'play').mockRejectedValue(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    toggle().click();
    await waitFor(() => expect(play).toHaveBeenCalled()); // then one act(): the rejection's handler has run and rendered
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it.each([
    [0, '0:00'],
    [5.7, '0:05'],
    [65, '1:05'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('formatClock(%s) is %s', (s, text) => {
    expect(formatClock(s)).toBe(text);
  });
});
