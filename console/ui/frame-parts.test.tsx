import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IS_PREACT } from '@sdk/test/render-widget';
import { flushRender, renderPage, waitFor } from '../test/render-page';
import { BreadcrumbBar, Breadcrumbs } from './breadcrumbs';
import { PodcastSelect } from './podcast-select';

const podcasts = [
  { id: 4, name: 'Garden Talk', small_artwork: 'https://img.test/4.jpg' },
  { id: 9, name: 'Night Owls', small_artwork: 'https://img.test/9.jpg' },
];

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

describe(`PodcastSelect (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('opens with the arrow key, moves, picks with Enter and closes on Escape', async () => {
    const onChange = vi.fn();
    const page = await renderPage(
      <PodcastSelect podcasts={podcasts} value="all" onChange={onChange} label="Show podcast" />,
      {},
    );
    cleanup = page.view.unmount;
    const button = within(page.root).getByRole<HTMLButtonElement>('button', { name: /^Show podcast/ });
    expect(button.textContent).toContain('All podcasts');
    key(button, 'ArrowDown');
    const list = () => within(page.root).queryByRole('listbox');
    await waitFor(() => expect(list()).not.toBeNull());
    expect(
      within(list()!)
        .getAllByRole('option')
        .map((o) => [o.textContent, o.querySelector('img')?.getAttribute('src') ?? null]),
    ).toEqual([
      ['★All podcasts✓', null],
      ['Garden Talk', 'https://img.test/4.jpg'],
      ['Night Owls', 'https://img.test/9.jpg'],
    ]);
    key(list()!, 'ArrowDown');
    await flushRender();
    key(list()!, 'ArrowDown');
    await flushRender();
    key(list()!, 'Enter');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(9));
    await waitFor(() => expect(list()).toBeNull());
    button.click();
    await waitFor(() => expect(list()).not.toBeNull());
    key(list()!, 'Escape');
    await waitFor(() => expect(list()).toBeNull());
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe(`Breadcrumbs (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the trail a page renders, with links on all but the last, and back/forward buttons', async () => {
    const page = await renderPage(
      <>
        <BreadcrumbBar />
        <Breadcrumbs trail={[{ label: 'Earn', to: '/earn' }, { label: 'Opportunities' }]} />
      </>,
      {},
    );
    cleanup = page.view.unmount;
    const trail = () => within(page.root).getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(trail()).getByRole('link', { name: 'Earn' }).getAttribute('href')).toBe('/earn');
    expect(within(trail()).getByText('Opportunities').getAttribute('aria-current')).toBe('page');
    expect(page.button('Go back')).toBeTruthy();
    expect(page.button('Go forward')).toBeTruthy();
    expect(document.title).toBe('Opportunities – Earn – Podspot');
    await page.view.unmount();
    cleanup = null;
    expect(document.title).toBe('Podspot'); // the page is gone: no title of its own
  });
});
