// A host's unit test under Jest in CommonJS: the test kit and the React wrapper through require().
const { createElement: h } = require('react');
const { act, cleanup, render, screen, waitFor } = require('@testing-library/react');
const { installFakePodspot } = require('@podspot/js/testing');
const { EarningsCard, OpportunitiesInbox, PodspotProvider } = require('@podspot/react');

let fake;
let consoleErrors;
beforeEach(() => {
  fake = installFakePodspot();
  consoleErrors = jest.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  fake.uninstall();
  // No act warning nor any other React complaint.
  expect(consoleErrors.mock.calls).toEqual([]);
  consoleErrors.mockRestore();
});

const panel = (props) =>
  h(
    PodspotProvider,
    { fetchToken: props.fetchToken },
    h(EarningsCard, { preset: props.preset, 'data-testid': 'card' }),
    h(OpportunitiesInbox, { compact: true }),
  );

test('loads the CommonJS builds', () => {
  expect(require.resolve('@podspot/react')).toMatch(/index\.cjs$/);
  expect(require.resolve('@podspot/js/testing')).toMatch(/testing\.cjs$/);
  expect(require.resolve('@podspot/js')).toMatch(/index\.cjs$/);
});

test('mounts each widget once with its props, and asks the token once', async () => {
  const fetchToken = jest.fn(async () => 'token-from-my-backend');
  await act(async () => render(panel({ fetchToken, preset: 'last_7_days' })));
  await waitFor(() => expect(fake.tokens).toEqual(['token-from-my-backend']));
  expect(fetchToken).toHaveBeenCalledTimes(1);
  expect(fake.inits).toHaveLength(1);
  expect(fake.mounts.map((m) => [m.name, m.props])).toEqual([
    ['earnings-card', { preset: 'last_7_days' }],
    ['opportunities-inbox', { compact: true }],
  ]);
  expect(fake.mounts[0].target).toBe(screen.getByTestId('card'));
});

test('passes a prop change on through update and unmounts with the component', async () => {
  const fetchToken = async () => 'token';
  let view;
  await act(async () => {
    view = render(panel({ fetchToken, preset: 'last_7_days' }));
  });
  await act(async () => view.rerender(panel({ fetchToken, preset: 'last_90_days' })));
  expect(fake.mounts[0].updates).toEqual([{ preset: 'last_90_days' }]);
  await act(async () => view.unmount());
  expect(fake.mounts.every((m) => m.unmounted)).toBe(true);
});

test("prints the SDK's console line about a prop the widget cannot use, as in a browser", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await act(async () => render(panel({ fetchToken: async () => 'token', preset: 'last_week' })));
  expect(warn.mock.calls.map(([line]) => line)).toEqual([
    expect.stringMatching(/^\[Podspot\] earnings-card: prop `preset` is "last_week"; expected one of "this_month", /),
  ]);
  // The props are recorded as the host gave them: the host's test can still assert what it passed.
  expect(fake.mounts[0].props).toEqual({ preset: 'last_week' });
  warn.mockRestore();
});
