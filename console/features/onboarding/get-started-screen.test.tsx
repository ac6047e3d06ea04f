import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import type { OnboardingView } from '@sdk/api/onboarding';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '@sdk/test/render-widget';
import { GetStartedScreen } from '@sdk/widgets/onboarding/get-started-screen';
import { button, typeInto } from './test-helpers';

const next: OnboardingView = {
  onboarding_state: 'onboarding_select_podspot',
  completed: false,
  estimated_dls_per_ep: 2500,
};

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function setup(routes: Parameters<typeof fakeClient>[0] = {}) {
  const fake = fakeClient({
    'GET /onboarding/get_started': { body: { cpm: 25 } },
    'GET /onboarding/episode_downloads': { body: { estimated_dls_per_ep: 0 } },
    'POST /onboarding/episode_downloads': { body: next },
    ...routes,
  });
  const onAdvance = vi.fn();
  const view = await renderWidget(
    <GetStartedScreen state="onboarding_get_started" onAdvance={onAdvance} />,
    fake.client,
  );
  cleanup = view.unmount;
  const input = () => within(view.container).getByLabelText<HTMLInputElement>('Downloads per episode');
  const estimate = () => within(view.container).queryByTestId('monthly-estimate')?.textContent;
  const alert = () => within(view.container).queryByRole('alert')?.textContent ?? null;
  await waitFor(() => expect(estimate()).toBeTruthy());
  return {
    ...fake,
    view,
    onAdvance,
    input,
    estimate,
    alert,
    submit: () => button(view.container, 'Get started').click(),
  };
}

describe(`GetStartedScreen (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('labels the field and shows the live monthly estimate = round(downloads × cpm / 1000)', async () => {
    const s = await setup();
    within(s.view.container).getByRole('textbox', { name: 'Downloads per episode' });
    typeInto(s.input(), '2500');
    await waitFor(() => expect(s.estimate()).toBe('$63'));
    typeInto(s.input(), '1000');
    await waitFor(() => expect(s.estimate()).toBe('$25'));
    typeInto(s.input(), '12a');
    await waitFor(() => expect(s.estimate()).toBe('–'));
  });

  it.each(['', '0', 'abc', '1.5', '-3', '100000001'])(
    'refuses %j with "Please enter valid number", says what is valid, and sends nothing',
    async (value) => {
      const s = await setup();
      typeInto(s.input(), value);
      await waitFor(() => expect(s.input().value).toBe(value));
      s.submit();
      const hint = 'Enter a whole number from 1 to 100,000,000.';
      await waitFor(() => expect(s.alert()).toBe(`Please enter valid number ${hint}`));
      // The field is described by the suggestion while the error shows.
      const described = s.input().getAttribute('aria-describedby');
      expect(described && s.view.container.querySelector(`[id="${described}"]`)?.textContent).toBe(hint);
      expect(s.calls.some((c) => c.method === 'POST')).toBe(false);
      expect(s.onAdvance).not.toHaveBeenCalled();
      typeInto(s.input(), '5');
      await waitFor(() => expect(s.alert()).toBeNull());
      expect(s.input().hasAttribute('aria-describedby')).toBe(false);
    },
  );

  it('saves the figure and hands the server answer on', async () => {
    const s = await setup();
    typeInto(s.input(), '2500');
    await waitFor(() => expect(s.estimate()).toBe('$63'));
    s.submit();
    await waitFor(() => expect(s.onAdvance).toHaveBeenCalledWith(next));
    const post = s.calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/onboarding/episode_downloads');
    expect(post.body).toEqual({ estimated_dls_per_ep: 2500 });
  });

  it('shows the server message when saving fails, and may be tried again', async () => {
    let fail = true;
    const s = await setup({
      'POST /onboarding/episode_downloads': () =>
        fail ? { status: 409, body: { detail: { onboarding: 'This step is not available now.' } } } : { body: next },
    });
    typeInto(s.input(), '40');
    await waitFor(() => expect(s.estimate()).toBe('$1'));
    s.submit();
    await waitFor(() => expect(s.alert()).toBe('This step is not available now.'));
    expect(button(s.view.container, 'Get started').disabled).toBe(false);
    fail = false;
    s.submit();
    await waitFor(() => expect(s.onAdvance).toHaveBeenCalledWith(next));
  });

  it('prefills the figure saved before', async () => {
    const s = await setup({ 'GET /onboarding/episode_downloads': { body: { estimated_dls_per_ep: 800 } } });
    await waitFor(() => expect(s.input().value).toBe('800'));
    await waitFor(() => expect(s.estimate()).toBe('$20'));
  });
});
