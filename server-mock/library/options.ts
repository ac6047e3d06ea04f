import type { MockClient } from '../client/mock-client.ts';

/** Options of `startMockServer`; every one may be left out. */
export type MockServerOptions = {
  /** Port to listen on. Default `0`: a free port the system picks (read it from `url`). */
  port?: number;
  /**
   * Data loaded at start and by `reset()` without options: `demo` (the documented accounts, password `podspot-demo`),
   * `large` (`demo` with one publisher at scale) or `empty` (the accounts only). Default `demo`.
   */
  scenario?: 'demo' | 'large' | 'xlarge' | 'empty';
  /**
   * Your own data instead of the scenario: a fixture (parsed JSON in the format of the package's `fixture.schema.json`,
   * e.g. what `fixture()` exported), also loaded by `reset()` without options. A bad one rejects naming its JSON path.
   */
  fixture?: object;
  /** Origins allowed by CORS, `frame-ancestors` and the demo partner key, e.g. `['http://localhost:3000']`. Default none. */
  partnerOrigins?: string[];
  /** The HS256 secret tokens are signed with. Default: random for each server. */
  jwtSecret?: string;
  /** Seconds after which a pending podspot is approved on its own (checked at each API call). Default `0`: off. */
  approveAfterSeconds?: number;
  /** Serve the built SDK under `/sdk/` (the loader at `sdkUrl`, also under `/sdk/v<version>/`). Default `true`. */
  serveSdk?: boolean;
  /** Seconds a sandbox (`createSandbox()`) may stay idle before it is deleted. Default `1800` (30 minutes). */
  sandboxIdleSeconds?: number;
  /** Sandboxes alive at once; past that, `createSandbox()` rejects with a 429. Default `200`. */
  maxSandboxes?: number;
  /** Save the state to this file (the default sandbox only) after every change and load it from there at start. Default: memory only. */
  stateFile?: string;
  /** Hears of the first call from each origin that is not allowed. Default: a warning on the console. */
  onRefusedOrigin?: (origin: string) => void;
};

/** A running mock server, with the client of its API and `/__mock` helpers. */
export type MockServer = MockClient & {
  /** The origin it answers on, e.g. `http://localhost:53127`. */
  url: string;
  /** `url` + `/api`: what the SDK's `apiBase` and your backend's calls use. */
  apiBase: string;
  /** The SDK loader, `url` + `/sdk/podspot.js` (404 with `serveSdk: false`). */
  sdkUrl: string;
  /** The port it listens on. */
  port: number;
  /** Stops it: the port is free and every change is saved (with `stateFile`) when this resolves. */
  close(): Promise<void>;
};
