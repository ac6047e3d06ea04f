import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakePodspot } from '@podspot/js/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SponsorshipPanel } from './sponsorship-panel';

let fake: ReturnType<typeof installFakePodspot>;
beforeEach(() => {
  fake = installFakePodspot();
});
afterEach(() => {
  cleanup();
  fake.uninstall();
});

const live = () => fake.mounts.filter((m) => !m.unmounted);

it('creates one instance and mounts each widget once, with the host’s props and token', async () => {
  render(
    <StrictMode>
      <SponsorshipPanel fetchToken={async () => 'token-from-my-backend'} />
    </StrictMode>,
  );
  await waitFor(() => expect(live().map((m) => m.name)).toEqual(['earnings-card', 'opportunities-inbox']));
  expect(fake.inits).toHaveLength(1);
  expect(await fake.inits[0].fetchToken()).toBe('token-from-my-backend');
  expect(fake.inits[0].locale).toBe('en-US');
  const [card, inbox] = live();
  expect(card.props).toMatchObject({ preset: 'last_30_days' });
  expect(inbox.props).toMatchObject({ compact: true });
  expect(card.target).toBeInstanceOf(HTMLElement);
  expect(screen.getByRole('region', { name: 'Sponsorships' }).contains(card.target)).toBe(true);
});

it('passes a prop change on through update, without mounting again', async () => {
  render(<SponsorshipPanel fetchToken={async () => 'token'} />);
  await waitFor(() => expect(live()).toHaveLength(2));
  const [card] = live();
  fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
  await waitFor(() => expect(card.updates.at(-1)).toMatchObject({ preset: 'last_7_days' }));
  expect(fake.mounts).toHaveLength(2);
});

it('shows an accepted opportunity from onEvent and from the DOM event', async () => {
  render(<SponsorshipPanel fetchToken={async () => 'token'} />);
  await waitFor(() => expect(live()).toHaveLength(2));
  expect(screen.getByRole('status').textContent).toBe('No opportunity accepted yet');
  act(() => fake.emit('opportunity_accepted', { opportunityId: 7 }));
  expect(screen.getByRole('status').textContent).toBe('Accepted: 7');
  expect(screen.getByTestId('dom-event').textContent).toBe('accepted 7');
});

it('unmounts every widget when the host component goes away', async () => {
  const { unmount } = render(<SponsorshipPanel fetchToken={async () => 'token'} />);
  await waitFor(() => expect(live()).toHaveLength(2));
  unmount();
  // The wrapper lets go one microtask after React's cleanup (what survives StrictMode's simulated unmount).
  await waitFor(() => expect(fake.mounts.every((m) => m.unmounted)).toBe(true));
});
