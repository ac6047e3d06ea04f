import { exampleFixture, startMockServer } from '@podspot/mock-server';

// One mock for the whole run, shared by every worker; each test works in a sandbox of its own, a fresh copy of this
// fixture (shared-mock.fixture.ts). The workers find the mock in the environment.
export default async function globalSetup() {
  const mock = await startMockServer({ port: 0, fixture: exampleFixture() });
  process.env.PODSPOT_MOCK_URL = mock.url;
  return () => mock.close();
}
