import { expect, test } from './shared-mock.fixture';

const USER = 'host@example.test'; // the example fixture's publisher; password host-secret-1

// Four tests on the same opportunity, spread over the workers, all at once on one mock: each sees it offered.
for (const [n, action, status] of [
  [1, 'Accept', 'accepted'],
  [2, 'Not interested', 'not_interested'],
  [3, 'Accept', 'accepted'],
  [4, 'Not interested', 'not_interested'],
] as const) {
  test(`sandbox ${n}: ${action} on opportunity 9001`, async ({ page, host, sandbox }) => {
    await page.goto(`${host.origin}/?user=${USER}`);
    const offer = page.locator('#inbox .ps-inbox__row[data-opportunity-id="9001"]');
    await offer.getByRole('button', { name: /^Review/ }).click();
    await page.getByRole('dialog', { name: 'Review opportunity' }).getByRole('button', { name: action }).click();
    await expect(offer).toHaveCount(0);

    const api = await sandbox.api(USER, 'host-secret-1'); // the typed client, signed in, in this sandbox
    const { data } = await api.GET('/earn/opportunities', { params: { query: { rejected: 'true' } } });
    expect(data?.data.opportunities.some((o) => o.id === 9001)).toBe(status === 'not_interested');
    expect(await sandbox.requests({ method: 'POST', path: '/earn/opportunity/' })).toHaveLength(1);
  });
}

test('a backend check with the typed client, across a clock jump', async ({ sandbox }) => {
  const api = await sandbox.api(USER, 'host-secret-1');
  const offered = await api.GET('/earn/opportunities', {});
  expect(offered.data?.data.opportunities.map((o) => o.id)).toContain(9001);
  await sandbox.clock.advance('P2D'); // the console token lives an hour: the client signs in again by itself
  const accepted = await api.POST('/earn/opportunity/{id}/accept', { params: { path: { id: 9001 } } });
  expect(accepted.response.status).toBe(201);
  expect(accepted.data?.aasm_state).toBe('draft');
  const { data: balance } = await api.GET('/billing/balance');
  expect(balance?.available_amount).toBeGreaterThanOrEqual(0);
});

test('the widget works on after its embed token expired', async ({ page, host, sandbox }) => {
  await page.goto(`${host.origin}/?user=${USER}`);
  const card = page.locator('#earnings');
  await expect(card.getByTestId('total-earnings')).toBeVisible();
  const mints = () => sandbox.requests({ method: 'POST', path: '/partner/embed_tokens', status: 201 });
  expect(await mints()).toHaveLength(1);

  await sandbox.clock.advance('16m'); // the token lives 15 minutes
  await card.locator('select').selectOption('last_7_days'); // a call with the expired token
  await expect(card.getByRole('img')).toHaveAttribute('aria-label', /Last 7 days/);
  await expect(card.getByTestId('total-earnings')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  expect(await sandbox.requests({ path: '/earn/publisher', status: 401 })).not.toHaveLength(0);
  expect(await mints()).toHaveLength(2);
});
