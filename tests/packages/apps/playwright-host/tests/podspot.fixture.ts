import { test as base } from '@playwright/test';
import { startMockServer, type MockServer } from '@podspot/mock-server';
import { startHostSite, type HostSite } from './host-site';

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
