export {
  createMockClient,
  MockServerError,
  WaitForRequestError,
  SANDBOX_HEADER,
  type MockClient,
  type MockSandbox,
} from './mock-client.ts';
export { DEMO_PARTNER_KEY, DEMO_PASSWORD } from './demo.ts';
export type * from './types.ts';
