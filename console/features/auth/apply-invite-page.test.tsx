import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { IS_PREACT } from '@sdk/test/render-widget';
import { fill, renderPage, waitFor } from '../../test/render-page';
import { ApplyInvitePage } from './apply-invite-page';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const filled = { 'Podcast name': 'Night Owls', 'First name': 'Ada', 'Last name': 'Lee', Email: 'ada@podspot.test' };

async function setup(reply: Parameters<typeof renderPage>[1]['POST /invite/'] = { body: { success: true } }) {
  const page = await renderPage(<ApplyInvitePage />, { 'POST /invite/': reply });
  cleanup = page.view.unmount;
  return page;
}

describe(`ApplyInvitePage (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('requires every field', async () => {
    const page = await setup();
    page.button('Apply for an invite').click();
    await waitFor(() => expect(page.fieldError('Podcast name')).toBe('Podcast name is required.'));
    expect(page.fieldError('First name')).toBe('First name is required.');
    expect(page.fieldError('Last name')).toBe('Last name is required.');
    expect(page.fieldError('Email')).toBe('Email is required.');
    expect(page.calls).toEqual([]);
  });

  it('sends the application and says a team member responds within 24 hours', async () => {
    const page = await setup();
    await fill(page, filled);
    page.button('Apply for an invite').click();
    await within(page.root).findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(page.calls[0].body).toEqual({
      podcast_name: 'Night Owls',
      first_name: 'Ada',
      last_name: 'Lee',
      email: 'ada@podspot.test',
    });
    expect(page.text()).toContain('A member of our team will respond within 24 hours.');
    within(page.root).getByRole('link', { name: 'Back to website' });
  });

  it.each([
    [
      { status: 400, body: { detail: { podcast_name: 'This field may not be blank.' } } },
      'This field may not be blank.',
    ],
    [{ status: 500, body: {} }, 'Something went wrong. Please try again later.'],
  ])('shows the failure %j as %j', async (reply, message) => {
    const page = await setup(reply);
    await fill(page, filled);
    page.button('Apply for an invite').click();
    await waitFor(() => expect(page.formError()).toBe(message));
  });
});
