import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshProject, type FreshProject } from './fresh-project.ts';
import { freePort, portFreedWithin, start, type Running } from './process-kit.ts';

const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version;
const HOST = 'http://localhost:4050';
/** The output without npm's own warnings (about this machine's npm config). */
const ownLines = (output: string) => output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
let project: FreshProject;
beforeAll(() => {
  project = freshProject('mock-server', {
    tarballs: ['mock-server'],
    devDependencies: { typescript: '6.0.3', '@types/node': '20.19.43' },
  });
});

describe('podspot-mock, run with npx in a fresh project', () => {
  let port: number;
  let bin: Running;
  beforeAll(async () => {
    port = await freePort();
    bin = start('npx', ['podspot-mock', '--port', String(port), '--partner-origin', HOST], { cwd: project.dir });
    await bin.waitFor(/Podspot mock API on/);
  });
  afterAll(() => bin.child.kill('SIGKILL'));

  it('serves the API, with CORS for the partner origin', async () => {
    const base = `http://localhost:${port}/api`;
    expect(await (await fetch(`${base}/__mock/partner_origins`)).json()).toEqual({ origins: [HOST] });
    const preflight = await fetch(`${base}/user`, { method: 'OPTIONS', headers: { origin: HOST } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(HOST);
    expect((await fetch(`${base}/user`)).status).toBe(401);
  });

  it('serves the built SDK under /sdk/ and /sdk/v<version>/, with its manifest', async () => {
    for (const path of ['/sdk/podspot.js', `/sdk/v${VERSION}/podspot.js`, '/sdk/manifest.json']) {
      const res = await fetch(`http://localhost:${port}${path}`);
      expect(res.status, path).toBe(200);
    }
    const manifest = await (await fetch(`http://localhost:${port}/sdk/manifest.json`)).json();
    expect(manifest['podspot.js']).toMatch(/^sha384-/);
  });

  it('stops on SIGTERM within 5 s and frees its port', async () => {
    const asked = Date.now();
    bin.child.kill('SIGTERM');
    // npx ends by the signal at once; podspot-mock sees its parent gone and closes its port.
    expect([0, 'SIGTERM']).toContain(await bin.exited(5_000));
    expect(await portFreedWithin(port, 5_000 - (Date.now() - asked))).toBe(true);
  });

  it('stops when npx is killed with SIGKILL: no orphan keeps the port', async () => {
    const other = await freePort();
    const killed = start('npx', ['podspot-mock', '--port', String(other), '--no-sdk'], { cwd: project.dir });
    await killed.waitFor(/Podspot mock API on/);
    killed.child.kill('SIGKILL');
    await killed.exited();
    expect(await portFreedWithin(other, 5_000)).toBe(true);
  });

  it('answers a bad flag with one line and exit code 2', async () => {
    const bad = start('npx', ['podspot-mock', '--partner-origin', 'localhost:4050'], { cwd: project.dir });
    expect(await bad.exited(30_000)).toBe(2);
    expect(ownLines(bad.output())).toEqual([
      '--partner-origin "localhost:4050" is not an origin: give scheme://host[:port] with no path, e.g. http://localhost:3000.',
    ]);
  });
});

describe('startMockServer, imported in a fresh project', () => {
  it('starts on port 0 with a fixture, mints a token, reads the journal without secrets, and closes', () => {
    project.write('fixture.json', readFileSync('server-mock/fixtures/example.json', 'utf8'));
    project.write(
      'check.mjs',
      `import { readFileSync } from 'node:fs';
import { startMockServer } from '@podspot/mock-server';
const fixture = JSON.parse(readFileSync('fixture.json', 'utf8'));
const mock = await startMockServer({ port: 0, fixture, partnerOrigins: ['${HOST}'] });
const minted = await mock.mintEmbedToken('host@example.test');
await mock.signIn('host@example.test', 'host-secret-1');
const journal = await mock.requests();
const sdk = (await fetch(mock.sdkUrl)).status;
await mock.close();
console.log(JSON.stringify({ url: mock.url, minted, journal, sdk }));`,
    );
    const { url, minted, journal, sdk } = JSON.parse(project.run('node', ['check.mjs']).stdout);
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(sdk).toBe(200);
    expect(journal.map((e: { method: string; path: string }) => `${e.method} ${e.path}`)).toEqual([
      'POST /partner/embed_tokens',
      'POST /signin/',
    ]);
    expect(journal[0]).toMatchObject({ status: 201, email: 'host@example.test', auth: 'partner' });
    const text = JSON.stringify(journal);
    expect(text).not.toContain(minted.token);
    expect(text).not.toContain('host-secret-1');
    expect(text).not.toContain('pk_test_demo_host');
  });

  it("server-mock/README.md's typed client example compiles and runs as written", () => {
    const readme = readFileSync('server-mock/README.md', 'utf8');
    const section = readme.slice(readme.indexOf('### The typed client'));
    const example = /```ts\n([\s\S]*?)```/.exec(section)![1]!;
    const report = 'console.log(JSON.stringify({ accepted: accepted.response.status, balance, error }));\n';
    project.write('readme-client/example.ts', example + report);
    project.write(
      'readme-client/tsconfig.json',
      JSON.stringify({
        compilerOptions: { strict: true, module: 'nodenext', target: 'es2022', outDir: 'out', types: ['node'] },
        files: ['example.ts'],
      }),
    );
    project.run('npx', ['tsc', '-p', 'readme-client/tsconfig.json']);
    const ran = JSON.parse(project.run('node', ['readme-client/out/example.js']).stdout);
    expect(ran).toMatchObject({ accepted: 201, balance: { available_amount: expect.any(Number) } });
    expect(ran.error).toBeUndefined();
  });

  it('ships types: every option typed, a wrong one refused by tsc', () => {
    project.write(
      'typed.ts',
      `import { startMockServer, createMockClient, type MockServerOptions, type JournalEntry } from '@podspot/mock-server';
const options: MockServerOptions = { port: 0, scenario: 'empty', partnerOrigins: ['${HOST}'], jwtSecret: 's',
  approveAfterSeconds: 0, serveSdk: false, fixture: {} };
export async function run(): Promise<JournalEntry[]> {
  const mock = await startMockServer(options);
  // @ts-expect-error a scenario that does not exist
  await mock.reset({ scenario: 'huge' });
  // @ts-expect-error port is a number
  await startMockServer({ port: '4010' });
  await createMockClient(mock.apiBase).faults.add({ path: '/earn', status: 503 });
  const api = await mock.api('publisher@podspot.test');
  const { data } = await api.GET('/earn/podspot/{id}', { params: { path: { id: 1 } } });
  const title: string | undefined = data?.podspot_rss_content_title;
  // @ts-expect-error the id is a number
  await api.GET('/earn/podspot/{id}', { params: { path: { id: 'one' } } });
  // @ts-expect-error no such operation in the contract
  await api.GET('/earn/podspot');
  // @ts-expect-error a sort the contract does not have
  await api.GET('/earn/opportunities', { params: { query: { sort: 'loudest' } } });
  void title;
  return mock.requests({ path: '/partner', status: '2xx' });
}
`,
    );
    project.write(
      'tsconfig.json',
      JSON.stringify({
        compilerOptions: { strict: true, module: 'nodenext', target: 'es2022', noEmit: true, types: ['node'] },
        files: ['typed.ts'],
      }),
    );
    expect(project.run('npx', ['tsc', '-p', 'tsconfig.json']).status).toBe(0);
  });
});
