import { createHash } from 'node:crypto';
import { DEMO_PARTNER_KEY as PARTNER_KEY, exampleFixture } from '@podspot/mock-server';
import { expect, test } from './podspot.fixture';

test('the host page shows the widgets, with a token its backend minted', async ({ page, mock, host }) => {
  await mock.reset({ scenario: 'demo' }); // also empties the journal
  const tokens: string[] = [];
  page.on('response', async (r) => r.url().includes('/token?') && tokens.push((await r.json()).token));
  const loader = page.waitForResponse(mock.sdkUrl);
  await page.goto(`${host.origin}/?user=publisher@podspot.test`);
  expect((await loader).status()).toBe(200);
  await expect(page.locator('#earnings').getByTestId('total-earnings')).toBeVisible();
  await expect(page.locator('#inbox .ps-inbox__row').first()).toBeVisible();

  const mints = await mock.requests({ method: 'POST', path: '/partner/embed_tokens', status: '2xx' });
  expect(mints).toHaveLength(1);
  const keyId = `key_${createHash('sha256').update(PARTNER_KEY).digest('hex').slice(0, 12)}`;
  expect(mints[0]).toMatchObject({ email: 'publisher@podspot.test', auth: 'partner', partner: { id: keyId } });
  const journal = JSON.stringify(await mock.requests());
  expect(tokens).toHaveLength(1);
  for (const secret of [...tokens, PARTNER_KEY]) expect(journal).not.toContain(secret);
});

test('a fixture with our own ids: podcast 501, opportunity 9001', async ({ page, mock, host }) => {
  await mock.reset({ fixture: exampleFixture() });
  await page.goto(`${host.origin}/?user=host@example.test`);
  const offer = page.locator('#inbox .ps-inbox__row[data-opportunity-id="9001"]');
  await expect(offer.getByRole('button', { name: 'Review Brand Stories Launch on Garden Talk' })).toBeVisible();
  const mints = await mock.requests({ path: '/partner/embed_tokens' });
  expect(mints.map((m) => m.email)).toEqual(['host@example.test']);
});
