import { test as base } from '@playwright/test';
import { startHostSite, startMockServer, type HostSite, type MockServer } from '@podspot/mock-server';

export const test = base.extend<Record<never, never>, { mock: MockServer; host: HostSite }>({
  mock: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the pattern: a worker fixture that uses none
    async ({}, use) => {
      const mock = await startMockServer({ port: 0 });
      await use(mock);
      await mock.close();
    },
    { scope: 'worker' },
  ],
  host: [
    async ({ mock }, use) => {
      const host = await startHostSite(mock);
      await mock.partnerOrigins.add(host.origin); // CORS and the partner key allow your page
      await use(host);
      await host.close();
    },
    { scope: 'worker' },
  ],
});
export { expect } from '@playwright/test';
