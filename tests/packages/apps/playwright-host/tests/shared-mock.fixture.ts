import { test as base } from '@playwright/test';
import { createMockClient, type MockSandbox } from '@podspot/mock-server';
import { startHostSite, type HostSite } from './host-site';

const mock = createMockClient(`${process.env.PODSPOT_MOCK_URL}/api`); // started by global-setup.ts

export const test = base.extend<{ sandbox: MockSandbox }, { host: HostSite }>({
  host: [
    async ({}, use) => {
      const host = await startHostSite({ apiBase: mock.apiBase, sdkUrl: `${process.env.PODSPOT_MOCK_URL}/sdk/podspot.js` });
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
