import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingView } from '../../api/onboarding';
import { ONBOARDING_SCREENS, type OnboardingState } from '../../core/onboarding';
import { compileMessage } from '../../core/message-format';
import ar from '../../locales/ar.json';
import de from '../../locales/de.json';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../../test/render-widget';
import english from './messages.en.json';
import { Onboarding } from './onboarding';
import { PUBLISHER_SCREENS } from './screens';

const at = (state: OnboardingState, completed = false): OnboardingView => ({
  onboarding_state: state,
  completed,
  estimated_dls_per_ep: 900,
});

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function setup(routes: Parameters<typeof fakeClient>[0], locale = 'en-US', messages?: Record<string, string>) {
  const fake = fakeClient(routes);
  const callbacks = { onStepChange: vi.fn(), onComplete: vi.fn(), onExit: vi.fn() };
  const compiled = messages
    ? Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, compileMessage(v)]))
    : undefined;
  const view = await renderWidget(<Onboarding {...callbacks} />, fake.client, locale, { messages: compiled });
  cleanup = view.unmount;
  const title = () => view.container.querySelector('h2')?.textContent;
  const button = (name: string) =>
    [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  return { ...fake, ...callbacks, view, title, button };
}

describe('the onboarding texts', () => {
  it.each(Object.keys(PUBLISHER_SCREENS) as OnboardingState[])('%s: title and button as the state table', (state) => {
    const texts = english as Record<string, string>;
    expect(texts[`onboarding.title.${state}`]).toBe(ONBOARDING_SCREENS[state].title);
    expect(texts[`onboarding.button.${state}`] ?? null).toBe(ONBOARDING_SCREENS[state].button);
  });
});

describe(`Onboarding (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('resumes at the server’s state with its title and progress, and reports the step', async () => {
    const s = await setup({
      'GET /onboarding': { body: at('onboarding_view_example_podspot') },
      'GET /onboarding/podspot/example': {
        body: {
          advertiser_podcast_name: 'Garden Hours',
          podspot_rss_content_title: 'Spring bulbs',
          podspot_rss_content_description: 'A read about bulbs.',
          podspot_episode_audio_file: '/api/assets/example.mp3',
        },
      },
    });
    await waitFor(() => expect(s.title()).toBe('Listen to an example Podspot'));
    expect(s.view.container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('50');
    await waitFor(() => expect(s.view.container.textContent).toContain('Spring bulbs'));
    expect(s.onStepChange).toHaveBeenCalledWith({ step: 'onboarding_view_example_podspot' });
    expect(s.view.events).toContainEqual({ type: 'ready', detail: { widget: 'onboarding' } });
  });

  it('completes with "Done": says so, calls onComplete once and tells the other widgets', async () => {
    const s = await setup({
      'GET /onboarding': { body: at('onboarding_congratulations') },
      'POST /onboarding': { body: at('onboarding_congratulations', true) },
    });
    await waitFor(() => expect(s.button('Done')).toBeTruthy());
    s.button('Done')!.click();
    await waitFor(() => expect(s.view.container.textContent).toContain('Your Podspot account is ready.'));
    await s.settled();
    expect(s.onComplete).toHaveBeenCalledTimes(1);
    expect(s.view.events.filter((e) => e.type === 'onboarding_completed')).toHaveLength(1);
    expect(s.button('Finish later')).toBeUndefined();
  });

  it('says an onboarding completed before is complete, without telling the other widgets again', async () => {
    const s = await setup({ 'GET /onboarding': { body: at('onboarding_congratulations', true) } });
    await waitFor(() => expect(s.onComplete).toHaveBeenCalledTimes(1));
    expect(s.view.container.textContent).toContain('Your Podspot account is ready.');
    expect(s.onStepChange).not.toHaveBeenCalled();
    expect(s.view.events.some((e) => e.type === 'onboarding_completed')).toBe(false);
  });

  it('moves on from the answer of each step and reports every step', async () => {
    const s = await setup({
      'GET /onboarding': { body: at('onboarding_view_example_podspot') },
      'GET /onboarding/podspot/example': { status: 500, body: { detail: { error: 'Example missing.' } } },
      'POST /onboarding': { body: at('onboarding_analyst_access') },
    });
    await waitFor(() => expect(s.button('Next')).toBeTruthy());
    s.button('Next')!.click();
    await waitFor(() => expect(s.title()).toBe('Invite Podspot to Apple Podcast Connect'));
    expect(s.onStepChange.mock.calls.map(([d]) => d.step)).toEqual([
      'onboarding_view_example_podspot',
      'onboarding_analyst_access',
    ]);
  });

  it('gives focus to the next screen’s title when the user moves on, and none on loading', async () => {
    const s = await setup({
      'GET /onboarding': { body: at('onboarding_view_example_podspot') },
      'GET /onboarding/podspot/example': { status: 500, body: { detail: { error: 'Example missing.' } } },
      'POST /onboarding': { body: at('onboarding_analyst_access') },
    });
    await waitFor(() => expect(s.button('Next')).toBeTruthy());
    const root = s.view.container.getRootNode() as Document | ShadowRoot;
    const heading = () => s.view.container.querySelector('h2');
    expect(root.activeElement).not.toBe(heading());
    s.button('Next')!.focus();
    s.button('Next')!.click();
    await waitFor(() => expect(s.title()).toBe('Invite Podspot to Apple Podcast Connect'));
    await waitFor(() => expect(root.activeElement).toBe(heading()));
  });

  it('"Finish later" calls onExit', async () => {
    const s = await setup({ 'GET /onboarding': { body: at('onboarding_analyst_access') } });
    await waitFor(() => expect(s.button('Finish later')).toBeTruthy());
    s.button('Finish later')!.click();
    expect(s.onExit).toHaveBeenCalledTimes(1);
  });

  it('shows the load failure with Retry and recovers', async () => {
    let fail = true;
    const s = await setup({
      'GET /onboarding': () =>
        fail
          ? { status: 500, body: { detail: { error: 'Onboarding is resting.' } } }
          : { body: at('onboarding_reviewing') },
    });
    await waitFor(() => expect(s.view.container.querySelector('[role="alert"]')?.textContent).toContain('resting'));
    fail = false;
    s.view.container.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await waitFor(() => expect(s.title()).toBe('Congratulations, you are all set!'));
  });

  it.each([
    ['de', de, 'Mit Podspot Geld verdienen', 'Los geht'],
    ['ar', ar, 'ابدأ الربح مع Podspot', 'ابدأ'],
  ])('reads its texts back in %s', async (locale, messages, title, button) => {
    const s = await setup(
      {
        'GET /onboarding': { body: at('onboarding_get_started') },
        'GET /onboarding/get_started': { body: { cpm: 25 } },
        'GET /onboarding/episode_downloads': { body: { estimated_dls_per_ep: 0 } },
      },
      locale,
      messages,
    );
    await waitFor(() => expect(s.title()).toBe(title));
    await waitFor(() =>
      expect(s.view.container.querySelector('label')?.textContent).toBe(messages['onboarding.downloads']),
    );
    expect([...s.view.container.querySelectorAll('button')].some((b) => b.textContent?.startsWith(button))).toBe(true);
    expect(s.view.container.textContent).not.toContain('Downloads per episode');
  });
});
