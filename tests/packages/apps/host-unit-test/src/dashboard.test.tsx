// @vitest-environment jsdom
import { installFakePodspot } from '@podspot/js/testing';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Dashboard } from './dashboard';

// sdk/README.md's "Unit tests of your components" example, word for word: it must run without act warnings.

let podspot: ReturnType<typeof installFakePodspot>;
beforeEach(() => (podspot = installFakePodspot()));
afterEach(() => podspot.uninstall());

it('mounts the inbox in its element and follows the view the user picks', async () => {
  await act(async () => render(<Dashboard />));
  expect(podspot.inits).toHaveLength(1);
  const inbox = podspot.mounts.find((m) => m.name === 'opportunities-inbox');
  if (inbox?.name !== 'opportunities-inbox') throw new Error('no inbox mounted');
  expect(inbox.target).toBe(screen.getByTestId('inbox'));
  await act(async () => inbox.props.onViewChange?.('not-interested')); // as the widget does when the user switches
  expect(inbox.updates.at(-1)).toEqual({ view: 'not-interested' }); // Dashboard passed the new view back
  await act(async () => podspot.emit('opportunity_accepted', { opportunityId: 7 })); // reaches onEvent and the DOM
});
