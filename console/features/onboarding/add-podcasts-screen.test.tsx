import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingView } from '@sdk/api/onboarding';
import type { OnboardingState } from '@sdk/core/onboarding';
import { namesOf } from '@sdk/test/accessible-names';
import { fakeClient, flushRender, IS_PREACT, renderWidget, waitFor } from '@sdk/test/render-widget';
import { podcastFilter } from '../../lib/podcast-filter';
import { AddPodcastsScreen } from './add-podcasts-screen';
import { button, byText, recordSignals, typeInto } from './test-helpers';

const morning = { apple_id: 1500000001, name: 'Morning Brief', small_artwork: '/api/artwork/1.png' };
const garden = { apple_id: 1500000002, name: 'Garden Hours', small_artwork: '/api/artwork/2.png' };
const taken = { apple_id: 1500000003, name: 'Taken Talk', small_artwork: '/api/artwork/3.png' };
const done: OnboardingView = {
  onboarding_state: 'advertiser_congratulations',
  completed: false,
  estimated_dls_per_ep: 0,
};
const TAKEN = 'This podcast already belongs to another Podspot account. Contact support if it is yours.';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await cleanup?.();
  cleanup = null;
  vi.restoreAllMocks();
});

const CATALOGUE = [morning, garden, taken];
const NAME_SEARCH = 'GET /iTunes/search_by_name/*';
const byName = ({ url }: { url: URL }) => {
  const term = (url.searchParams.get('term') ?? '').toLowerCase();
  return { body: { podcasts: CATALOGUE.filter((p) => p.name.toLowerCase().includes(term)) } };
};

/** The validate and add calls of the advertiser's or the network's onboarding, each answered with success. */
const adderRoutes = (adder: 'advertiser' | 'network'): Parameters<typeof fakeClient>[0] =>
  adder === 'advertiser'
    ? {
        'POST /advertiser/podcast/validate': { body: { status: 'success', podcasts: [] } },
        'POST /onboarding/advertiser/add_new_podcast': { body: done },
      }
    : {
        'POST /network/podcast/validate': { body: { status: 'success', podcasts: [] } },
        'POST /onboarding/network/add_new_podcast': { body: done },
      };

async function setup(routes: Parameters<typeof fakeClient>[0] = {}, state: OnboardingState = 'advertiser_get_started') {
  const fake = fakeClient({
    [NAME_SEARCH]: byName,
    ...routes,
  });
  // The fake client matches whole paths: every name search goes to NAME_SEARCH, its term as the query `term`.
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const match = /^(.*\/iTunes\/search_by_name\/)([^?]*)$/.exec(String(input));
    return inner(match ? `${match[1]}*?term=${match[2]}` : input, init);
  }) as typeof fetch;
  const onAdvance = vi.fn();
  const view = await renderWidget(<AddPodcastsScreen state={state} onAdvance={onAdvance} />, fake.client);
  cleanup = view.unmount;
  const root = view.container;
  const search = () => within(root).getByRole<HTMLInputElement>('searchbox');
  const text = () => root.textContent ?? '';
  // A row's podcast is named by its button: "Add X" (or "X added") in the results, "Remove X" in the selection.
  const namesIn = (list: string) => {
    const found = within(root).queryByRole('list', { name: list });
    return found ? namesOf(found, 'button').map((n) => n.replace(/^(Add|Remove) | added$/g, '')) : [];
  };
  const results = () => namesIn('Search results');
  const selected = () => namesIn('Selected podcasts');
  const searches = () => fake.calls.filter((c) => c.url.pathname.includes('/iTunes/'));
  return {
    ...fake,
    root,
    onAdvance,
    search,
    text,
    results,
    selected,
    searches,
    submit: () => button(root, 'Continue').click(),
  };
}

async function select(s: Awaited<ReturnType<typeof setup>>, term: string, podcast: { name: string }) {
  typeInto(s.search(), term);
  await waitFor(() => expect(s.results()).toContain(podcast.name));
  button(s.root, `Add ${podcast.name}`).click();
  await waitFor(() => expect(s.selected()).toContain(podcast.name));
}

describe(`AddPodcastsScreen (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('searches by name 400 ms after the last keystroke, adds once, removes', async () => {
    const s = await setup();
    expect(within(s.root).getByLabelText('Find your podcast')).toBe(s.search());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typeInto(s.search(), 'mor');
    await flushRender();
    typeInto(s.search(), 'morn');
    await flushRender();
    await vi.advanceTimersByTimeAsync(399);
    expect(s.searches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(s.results()).toEqual(['Morning Brief']));
    expect(s.searches()).toHaveLength(1);
    expect(s.searches()[0].url.searchParams.get('term')).toBe('morn');
    button(s.root, 'Add Morning Brief').click();
    await waitFor(() => expect(s.selected()).toEqual(['Morning Brief']));
    // Found again, it cannot be added twice.
    typeInto(s.search(), 'morning');
    await waitFor(() => expect(button(s.root, 'Morning Brief added').disabled).toBe(true));
    await select(s, 'garden', garden);
    expect(s.text()).toContain('Selected podcasts (2)');
    button(s.root, 'Remove Morning Brief').click();
    await waitFor(() => expect(s.selected()).toEqual(['Garden Hours']));
  }, 10_000);

  it('looks up Apple links and plain digits by id, and ignores duplicates', async () => {
    const s = await setup({ 'GET /iTunes/search_by_id/1500000001': { body: { podcasts: [morning] } } });
    await select(s, 'https://podcasts.apple.com/us/podcast/morning-brief/id1500000001?i=1000', morning);
    expect(s.searches().at(-1)!.url.pathname).toBe('/api/iTunes/search_by_id/1500000001');
    typeInto(s.search(), '1500000001');
    await waitFor(() => expect(s.searches()).toHaveLength(2));
    await waitFor(() => expect(button(s.root, 'Morning Brief added').disabled).toBe(true));
    expect(s.selected()).toEqual(['Morning Brief']);
  });

  it.each([
    ['an id search', '42', 'Not found? Search by name instead.'],
    ['a name search', 'zzz', 'Not found? Search by ID instead.'],
  ])('after %s without result, hints "%s"', async (_kind, term, hint) => {
    const s = await setup({ 'GET /iTunes/search_by_id/42': { body: { podcasts: [] } } });
    typeInto(s.search(), term);
    await waitFor(() => expect(s.text()).toContain(hint));
  });

  it('logs a failed search and shows the hint', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = await setup({
      'GET /iTunes/search_by_id/77': { status: 500, body: { detail: { error: 'Catalogue down.' } } },
    });
    typeInto(s.search(), '77');
    await waitFor(() => expect(s.text()).toContain('Not found? Search by name instead.'));
    expect(logged).toHaveBeenCalledWith('Podcast search failed:', expect.objectContaining({ status: 500 }));
  });

  it('cancels the search in flight when a newer one starts; its late answer is ignored', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const s = await setup({
      [NAME_SEARCH]: async ({ url }) => {
        if (url.searchParams.get('term') === 'garden') await held;
        return byName({ url });
      },
    });
    const signals = recordSignals();
    typeInto(s.search(), 'garden');
    await waitFor(() => expect(signals).toHaveLength(1));
    typeInto(s.search(), 'morning');
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(s.results()).toEqual(['Morning Brief']));
    release();
    await s.settled(); // the late answer to 'garden' has been read
    await flushRender();
    expect(s.results()).toEqual(['Morning Brief']);
  });

  it('asks for a podcast before validating', async () => {
    const s = await setup();
    s.submit();
    await waitFor(() =>
      expect(within(s.root).getByRole('alert').textContent).toBe('Please select a podcast to continue.'),
    );
    expect(s.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it.each([
    ['advertiser_get_started', '/api/advertiser/podcast/validate', '/api/onboarding/advertiser/add_new_podcast'],
    ['network_get_started', '/api/network/podcast/validate', '/api/onboarding/network/add_new_podcast'],
  ] as const)('%s validates first, then adds all', async (state, validatePath, addPath) => {
    const adder = state.split('_')[0] as 'advertiser' | 'network';
    const s = await setup(
      {
        ...adderRoutes(adder),
      },
      state,
    );
    await select(s, 'morn', morning);
    await select(s, 'gard', garden);
    s.submit();
    await waitFor(() => expect(s.onAdvance).toHaveBeenCalledWith(done));
    const posts = s.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url.pathname, c.body])).toEqual([
      [validatePath, { apple_ids: '1500000001,1500000002' }],
      [addPath, { apple_ids: '1500000001,1500000002' }],
    ]);
  });

  it.each([
    ['network_get_started', ['/api/earn/publishers']],
    ['advertiser_get_started', []],
  ] as const)(
    '%s: a top-bar podcast list already loaded is loaded again after the add (%j)',
    async (state, reloads) => {
      const adder = state.split('_')[0] as 'advertiser' | 'network';
      podcastFilter.setState({ podcasts: [{ id: 1, name: 'Old Show', small_artwork: '/api/artwork/1.png' }] });
      const mine = [
        { id: 1, name: 'Old Show', small_artwork: '/api/artwork/1.png' },
        { id: 2, name: 'Morning Brief', small_artwork: '/api/artwork/2.png' },
      ];
      const s = await setup(
        {
          ...adderRoutes(adder),
          'GET /earn/publishers': { body: { publishers: mine } },
        },
        state,
      );
      await select(s, 'morn', morning);
      s.submit();
      await waitFor(() => expect(s.onAdvance).toHaveBeenCalledWith(done));
      await waitFor(() =>
        expect(s.calls.filter((c) => c.url.pathname === '/api/earn/publishers').map((c) => c.url.pathname)).toEqual(
          reloads,
        ),
      );
      if (reloads.length) await waitFor(() => expect(podcastFilter.getState().podcasts).toEqual(mine));
      podcastFilter.setState({ podcasts: null });
    },
  );

  it('explains a partial failure and adds only the valid podcasts on "Continue anyway"', async () => {
    const s = await setup({
      'POST /advertiser/podcast/validate': {
        body: { status: 'error', podcasts: [{ apple_id: taken.apple_id, name: taken.name, error: TAKEN }] },
      },
      'POST /onboarding/advertiser/add_new_podcast': { body: done },
    });
    await select(s, 'morn', morning);
    await select(s, 'taken', taken);
    s.submit();
    const dialog = () => within(s.root).getByRole('dialog', { hidden: true });
    await waitFor(() => expect(byText(dialog(), 'h2', "Couldn't add all podcasts")).not.toBeNull());
    expect(dialog().textContent).toContain("1 out of 2 podcasts couldn't be added to your account:");
    expect(dialog().textContent).toContain(`Taken Talk${TAKEN}`);
    expect(dialog().textContent).toContain(
      'You can either continue and try adding the remaining podcasts later, or go back to try again.',
    );
    button(dialog(), 'Continue anyway ( Add 1 )').click();
    await waitFor(() => expect(s.onAdvance).toHaveBeenCalledWith(done));
    expect(s.calls.at(-1)!.body).toEqual({ apple_ids: String(morning.apple_id) });
  });

  it('offers no "Continue anyway" when none is valid; closing returns to the search', async () => {
    const s = await setup({
      'POST /advertiser/podcast/validate': {
        body: { status: 'error', podcasts: [{ apple_id: taken.apple_id, name: taken.name, error: TAKEN }] },
      },
    });
    await select(s, 'taken', taken);
    s.submit();
    const intro = "1 out of 1 podcasts couldn't be added to your account:";
    const dialog = () => within(s.root).getByRole('dialog', { hidden: true });
    await waitFor(() => expect(dialog().textContent).toContain(intro));
    expect(dialog().textContent).not.toContain('Continue anyway');
    button(dialog(), 'Go back').click();
    await waitFor(() => expect(within(s.root).queryByText(intro)).toBeNull());
    expect(s.selected()).toEqual(['Taken Talk']);
    expect(s.calls.some((c) => c.url.pathname.includes('add_new_podcast'))).toBe(false);
  });
});
