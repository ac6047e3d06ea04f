import { within } from '@testing-library/dom';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, flushRender, IS_PREACT, renderWidget, waitFor } from '../test/render-widget';
import { SearchSelect, type SearchOption } from './search-select';

const OPTIONS: SearchOption<number>[] = [
  { value: 1, label: 'Modern Jazz Club', artwork: '/a/1.svg' },
  { value: 2, label: 'Daily Code Notes' },
  { value: 3, label: 'Open Jazz Stories' },
];

function Harness({ onPick }: { onPick(v: number | 'all'): void }) {
  const [value, setValue] = useState<number | 'all'>('all');
  return (
    <div>
      <SearchSelect<number>
        label="Podcast"
        options={OPTIONS}
        value={value}
        onChange={(v) => {
          setValue(v);
          onPick(v);
        }}
        allLabel="All podcasts"
      />
      <p id="outside">outside</p>
    </div>
  );
}

const optionTexts = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('option')
    .map((o) => o.textContent?.replace('✓', ''));
const options = (root: HTMLElement) => within(root).getAllByRole('option');
/** The button that opens the list: named by the label and the chosen value. */
const opener = (root: HTMLElement) => within(root).getByRole<HTMLButtonElement>('button', { name: /^Podcast / });
const searchBox = (root: HTMLElement) =>
  within(root).queryByRole<HTMLInputElement>('combobox', { name: 'Search podcasts...' });
const noneFound = (root: HTMLElement) => within(root).queryByRole('status')?.textContent;
const key = (el: Element, k: string) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const typeInto = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await cleanup?.();
  cleanup = null;
});

async function mount() {
  const picks: (number | 'all')[] = [];
  const view = await renderWidget(<Harness onPick={(v) => picks.push(v)} />, fakeClient({}).client);
  cleanup = view.unmount;
  const root = view.container;
  const button = opener(root);
  const open = async () => {
    button.click();
    await waitFor(() => expect(searchBox(root)).not.toBeNull());
    return searchBox(root)!;
  };
  return { root, button, open, picks };
}

describe(`SearchSelect (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('is labelled, opens with the search focused and lists all plus the options', async () => {
    const { root, button, open } = await mount();
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(button.textContent).toContain('All podcasts');
    const search = await open();
    expect(search.getAttribute('placeholder')).toBe('Search podcasts...');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(root.ownerDocument.activeElement).toBe(search));
    expect(optionTexts(root)).toEqual(['All podcasts', 'Modern Jazz Club', 'Daily Code Notes', 'Open Jazz Stories']);
  });

  it('filters 300 ms after typing, case-insensitively, and says when nothing matches', async () => {
    const { root, open } = await mount();
    const search = await open();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typeInto(search, 'JAZZ');
    await flushRender();
    await vi.advanceTimersByTimeAsync(299);
    expect(optionTexts(root)).toHaveLength(4); // not yet: the filter waits for the typing to pause
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(optionTexts(root)).toEqual(['Modern Jazz Club', 'Open Jazz Stories']));
    typeInto(search, 'qqq');
    await waitFor(() => expect(noneFound(root)).toBe('No podcasts found'));
    expect(optionTexts(root)).toEqual([]);
  });

  it('picks with the keyboard and closes, giving focus back to the button', async () => {
    const { root, button, open, picks } = await mount();
    const search = await open();
    key(search, 'ArrowDown');
    key(search, 'ArrowDown');
    await waitFor(() => expect(search.getAttribute('aria-activedescendant')).toMatch(/-opt-2$/));
    key(search, 'Enter');
    await waitFor(() => expect(searchBox(root)).toBeNull());
    expect(picks).toEqual([2]);
    expect(button.textContent).toContain('Daily Code Notes');
    expect(root.ownerDocument.activeElement).toBe(button);
  });

  it('closes on Escape and on a click outside without picking', async () => {
    const { root, open, picks } = await mount();
    key(await open(), 'Escape');
    await waitFor(() => expect(searchBox(root)).toBeNull());
    await open();
    within(root)
      .getByText('outside')
      .dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    await waitFor(() => expect(searchBox(root)).toBeNull());
    expect(picks).toEqual([]);
  });

  it('picks with a click, including back to all', async () => {
    const { root, button, open, picks } = await mount();
    await open();
    options(root)[1].click();
    await waitFor(() => expect(button.textContent).toContain('Modern Jazz Club'));
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/a/1.svg');
    await open();
    options(root)[0].click();
    await waitFor(() => expect(button.textContent).toContain('All podcasts'));
    expect(picks).toEqual([1, 'all']);
  });
});

/** A long list's server: answers each search at once, or the `held` ones when released; records the queries. */
function fakeServer(names: string[], held: string[] = []) {
  const queries: string[] = [];
  const waiting = new Map<string, () => void>();
  const all = names.map((label, i) => ({ value: i + 1, label }));
  const search = async (query: string) => {
    queries.push(query);
    if (held.includes(query)) await new Promise<void>((resolve) => waiting.set(query, resolve));
    const matches = all.filter((o) => o.label.toLowerCase().includes(query));
    return { options: matches.slice(0, 5), total: matches.length } as {
      options: SearchOption<number>[];
      total: number;
    };
  };
  return { all, search, queries, release: (query: string) => waiting.get(query)?.() };
}

function ServerHarness(props: {
  server: ReturnType<typeof fakeServer>;
  pageSize: number;
  initial?: number | 'all';
  chosen?: SearchOption<number>;
}) {
  const [value, setValue] = useState<number | 'all'>(props.initial ?? 'all');
  return (
    <SearchSelect<number>
      label="Podcast"
      options={props.server.all.slice(0, props.pageSize)}
      total={props.server.all.length}
      search={props.server.search}
      chosen={props.chosen}
      value={value}
      onChange={setValue}
      allLabel="All podcasts"
    />
  );
}

const SHOWS = Array.from({ length: 150 }, (_, i) => `Show ${String(i + 1).padStart(3, '0')}`);

async function mountServer(props: Parameters<typeof ServerHarness>[0]) {
  const view = await renderWidget(<ServerHarness {...props} />, fakeClient({}).client);
  cleanup = view.unmount;
  const root = view.container;
  const button = opener(root);
  button.click();
  await waitFor(() => expect(searchBox(root)).not.toBeNull());
  return { root, button, search: searchBox(root)! };
}

describe(`SearchSelect over a long list, searching on the server (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('lists the first page, searches the server once the typing pauses, and names a pick from far down', async () => {
    const server = fakeServer(SHOWS);
    const { root, button, search } = await mountServer({ server, pageSize: 3 });
    expect(optionTexts(root)).toEqual(['All podcasts', 'Show 001', 'Show 002', 'Show 003']);
    typeInto(search, ' Show 14');
    typeInto(search, ' SHOW 149 ');
    await waitFor(() => expect(optionTexts(root)).toEqual(['Show 149']));
    expect(server.queries).toEqual(['show 149']); // one call, after the debounce, with the rule's text
    options(root)[0].click();
    await waitFor(() => expect(button.textContent).toContain('Show 149'));
    button.click();
    await waitFor(() => expect(optionTexts(root)).toEqual(['All podcasts', 'Show 001', 'Show 002', 'Show 003']));
  });

  it('drops an older answer that arrives after a newer one, and says so only when the server found nothing', async () => {
    const server = fakeServer(SHOWS, ['show 1']);
    const { root, search } = await mountServer({ server, pageSize: 3 });
    typeInto(search, 'show 1');
    await waitFor(() => expect(server.queries).toEqual(['show 1']));
    typeInto(search, 'show 12');
    await waitFor(() =>
      expect(optionTexts(root)).toEqual(['Show 120', 'Show 121', 'Show 122', 'Show 123', 'Show 124']),
    );
    server.release('show 1'); // the older answer arrives last
    await flushRender();
    expect(optionTexts(root)).toEqual(['Show 120', 'Show 121', 'Show 122', 'Show 123', 'Show 124']);
    typeInto(search, 'nothing like it');
    await waitFor(() => expect(noneFound(root)).toBe('No podcasts found'));
  });

  it('names the chosen option that is not on the first page', async () => {
    const server = fakeServer(SHOWS);
    const { button } = await mountServer({
      server,
      pageSize: 3,
      initial: 140,
      chosen: { value: 140, label: 'Show 140' },
    });
    expect(button.textContent).toContain('Show 140');
  });

  it('searches in the browser when the list is whole, even with a server search given', async () => {
    const server = fakeServer(SHOWS.slice(0, 4));
    const { root, search } = await mountServer({ server, pageSize: 4 });
    typeInto(search, '004');
    await waitFor(() => expect(optionTexts(root)).toEqual(['Show 004']));
    expect(server.queries).toEqual([]);
  });
});
