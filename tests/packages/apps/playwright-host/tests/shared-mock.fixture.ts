import { test as base } from '@playwright/test';
import { createMockClient, startHostSite, type HostSite, type MockSandbox } from '@podspot/mock-server';

const url = process.env.PODSPOT_MOCK_URL; // the mock global-setup.ts started
const mock = createMockClient(`${url}/api`);

export const test = base.extend<{ sandbox: MockSandbox }, { host: HostSite }>({
  host: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the pattern: a worker fixture that uses none
    async ({}, use) => {
      const host = await startHostSite({
        apiBase: mock.apiBase,
        sdkUrl: `${url}/sdk/podspot.js`,
      });
      await use(host);
      await host.close();
    },
    { scope: 'worker' },
  ],
  sandbox: async ({ context, host }, use) => {
    const sandbox = await mock.createSandbox(); // a fresh copy of the mock's start data
    await sandbox.partnerOrigins.add(host.origin);
    await context.setExtraHTTPHeaders(sandbox.headers); // every call of the page goes to the sandbox
    await use(sandbox);
    await sandbox.close();
  },
});
export { expect } from '@playwright/test';
