import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showingLine, showMoreButton } from '@sdk/test/show-more';
import { within } from '@testing-library/dom';
import { namesOf } from '@sdk/test/accessible-names';
import { IS_PREACT } from '@sdk/test/render-widget';
import { fill, renderPage, waitFor } from '../../test/render-page';
import { SettingsPage } from './settings-page';

const podcasts = [
  {
    id: 1,
    name: 'Night Owls',
    small_artwork: 'https://img.test/1.jpg',
    smart_feed: 'http://localhost/feeds/a.xml',
    apple_feed_integrated: true,
    spotify_feed_integrated: false,
  },
  {
    id: 2,
    name: 'Garden Talk',
    small_artwork: 'https://img.test/2.jpg',
    smart_feed: 'http://localhost/feeds/b.xml',
    apple_feed_integrated: false,
    spotify_feed_integrated: false,
  },
];

let cleanup: (() => Promise<void>) | null = null;
let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

/** The podcasts listed, by their headings (each row is headed by its podcast's name). */
const podcastNames = (root: HTMLElement) => namesOf(root, 'heading', { level: 3 });
/** Each podcast's cover image, by the podcast's heading's list item. */
const podcastCovers = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.closest('li')?.querySelector('img'));
const filterSelect = (root: HTMLElement) =>
  within(root).getByRole<HTMLSelectElement>('combobox', { name: 'Filter podcasts' });

async function setup(
  changePassword: Parameters<typeof renderPage>[1]['POST /user/change_password'] = { body: { success: true } },
) {
  const page = await renderPage(<SettingsPage />, {
    'GET /user': { body: { first_name: 'Ada', last_name: 'Lee', email: 'ada@podspot.test' } },
    'GET /setting/podcasts': { body: { podcasts } },
    'POST /user/change_password': changePassword,
  });
  cleanup = page.view.unmount;
  await waitFor(() => expect(page.input('First name').value).toBe('Ada'));
  await waitFor(() => expect(page.text()).toContain('Night Owls'));
  // The open dialog (a closed one is hidden from the accessibility tree).
  const dialog = () => within(page.root).queryByRole('dialog');
  return {
    ...page,
    dialog,
    names: () => podcastNames(page.root),
  };
}

describe(`SettingsPage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('shows the title and the profile read-only', async () => {
    const page = await setup();
    expect(within(page.root).getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lee'],
      ['Email', 'ada@podspot.test'],
    ]) {
      expect(page.input(label).value).toBe(value);
      expect(page.input(label).disabled).toBe(true);
    }
  });

  it('lists the podcasts with the filter, indicator tooltips and copy', async () => {
    const page = await setup();
    const select = filterSelect(page.root);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All podcasts',
      'Smart feed integrated',
      'Not integrated',
    ]);
    expect(page.names()).toEqual(['Night Owls', 'Garden Talk']);
    // Covers load as they come near the view (sdk/ui/artwork.tsx; this test's observer sees every element).
    await waitFor(() =>
      expect(
        // A cover is decorative (alt=""): no role or name gives its address.
        podcastCovers(page.root).map((i) => i?.getAttribute('src')),
      ).toEqual(['https://img.test/1.jpg', 'https://img.test/2.jpg']),
    );
    expect(
      within(page.root)
        .getAllByRole('tooltip', { hidden: true })
        .map((t) => t.textContent),
    ).toEqual(['Smart feed integrated', 'Smart feed not integrated']);
    select.value = 'integrated';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(page.names()).toEqual(['Night Owls']));
    select.value = 'not_integrated';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(page.names()).toEqual(['Garden Talk']));
    page.button('Copy smart feed URL of Garden Talk').click();
    await waitFor(() => expect(page.text()).toContain('Smart feed copied to clipboard'));
    expect(writeText).toHaveBeenCalledWith('http://localhost/feeds/b.xml');
  });

  it('validates the change-password modal: three required fields, then matching new passwords', async () => {
    const page = await setup();
    page.button('Change password').click();
    await waitFor(() => expect(page.dialog()).not.toBeNull());
    const submit = () => within(page.dialog()!).getByRole('button', { name: 'Change password' }).click();
    submit();
    await waitFor(() => expect(page.fieldError('Current password')).toBe('Current password is required.'));
    expect(page.fieldError('New password')).toBe('New password is required.');
    expect(page.fieldError('Repeat new password')).toBe('Repeat new password is required.');
    await fill(page, {
      'Current password': 'old',
      'New password': 'new-secret-1',
      'Repeat new password': 'new-secret-2',
    });
    submit();
    await waitFor(() =>
      expect(page.fieldError('Repeat new password')).toBe('New password and repeat password do not match'),
    );
    expect(page.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it.each([
    [
      { status: 400, body: { detail: { error: 'Your current password is incorrect.' } } },
      'Your current password is incorrect.',
    ],
    [
      { status: 400, body: { detail: { new_password: 'Must have at least 8 characters.' } } },
      'Something went wrong, Please try again later',
    ],
    [{ status: 500, body: {} }, 'Something went wrong, Please try again later'],
  ])('shows the change-password failure %j as %j, and opens again with the error cleared', async (reply, message) => {
    const page = await setup(reply);
    page.button('Change password').click();
    await waitFor(() => expect(page.dialog()).not.toBeNull());
    await fill(page, {
      'Current password': 'old-secret',
      'New password': 'new-secret-1',
      'Repeat new password': 'new-secret-1',
    });
    within(page.dialog()!).getByRole('button', { name: 'Change password' }).click();
    await waitFor(() => expect(within(page.dialog()!).getByRole('alert').textContent).toBe(message));
    page.button('Cancel').click();
    await waitFor(() => expect(page.dialog()).toBeNull());
    page.button('Change password').click();
    await waitFor(() => expect(page.dialog()).not.toBeNull());
    expect(within(page.dialog()!).queryByRole('alert')).toBeNull();
    expect(page.input('Current password').value).toBe('');
  });

  it('changes the password and closes the modal', async () => {
    const page = await setup();
    page.button('Change password').click();
    await waitFor(() => expect(page.dialog()).not.toBeNull());
    await fill(page, {
      'Current password': 'old-secret',
      'New password': 'new-secret-1',
      'Repeat new password': 'new-secret-1',
    });
    within(page.dialog()!).getByRole('button', { name: 'Change password' }).click();
    await waitFor(() => expect(page.dialog()).toBeNull());
    expect(page.calls.find((c) => c.method === 'POST')?.body).toEqual({
      password: 'old-secret',
      new_password: 'new-secret-1',
    });
    expect(page.text()).toContain('Your password has been changed.');
  });

  it('pages a long list on the server: 40 at first, Show more appends, a filter starts over', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...podcasts[i % 2],
      id: i + 1,
      name: `Show ${i + 1}`,
    }));
    const page = await renderPage(<SettingsPage />, {
      'GET /user': { body: { first_name: 'Ada', last_name: 'Lee', email: 'ada@podspot.test' } },
      'GET /setting/podcasts': ({ url }) => {
        const filter = url.searchParams.get('filter');
        const kept = filter ? many.filter((p) => p.apple_feed_integrated === (filter === 'integrated')) : many;
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return {
          body: { podcasts: kept.slice(offset, offset + limit), total: kept.length, all_podcasts: many.length },
        };
      },
    });
    cleanup = page.view.unmount;
    const names = () => podcastNames(page.root);
    const foot = () => (showMoreButton(page.root) ? (showingLine(page.root) ?? null) : null);
    await waitFor(() => expect(names()).toHaveLength(40));
    expect(foot()).toBe('Showing 40 of 45 podcasts');
    page.button('Show more').click();
    await waitFor(() => expect(names()).toEqual(many.map((p) => p.name)));
    expect(foot()).toBeNull();
    const select = filterSelect(page.root);
    select.value = 'not_integrated';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(names()).toEqual(many.filter((p) => !p.apple_feed_integrated).map((p) => p.name)));
    const asked = page.calls.filter((c) => c.url.pathname === '/api/setting/podcasts').map((c) => c.url.search);
    expect(asked).toEqual(['?offset=0&limit=40', '?offset=40&limit=40', '?filter=not_integrated&offset=0&limit=40']);
  });
});
