// @podspot/mock-server's library entry: the server in your test process, and the client of a server running anywhere.
export { MockServerOptionError, startMockServer } from './start-mock-server.ts';
export type { MockServer, MockServerOptions } from './options.ts';
export * from '../client/index.ts';
export { exampleFixture } from '../fixtures/example-fixture.ts';
export type { Fixture } from '../fixtures/types.ts';
