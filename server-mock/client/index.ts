export { createApiClient, type ApiClient, type ApiPaths, type ApiSchemas } from './api-client.ts';
export {
  createMockClient,
  MockServerError,
  WaitForRequestError,
  SANDBOX_HEADER,
  type MockClient,
  type MockSandbox,
} from './mock-client.ts';
export { DEMO_PARTNER_KEY, DEMO_PASSWORD, OTHER_PARTNER_KEY } from './demo.ts';
export { startHostSite, type HostSite } from './host-site.ts';
export type * from './types.ts';
export type * from './stub-types.ts';
