import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, portFreedWithin, start, type Running } from './process-kit.ts';

// The repo's own ways to run the server, as a developer starts them: each stops with its children on a signal, leaves
// no process on a port when its parent is killed, and refuses a taken port with one line instead of starting half.
const started: Running[] = [];
// As from a terminal: without the IPC channel of vitest's worker, which a child would take for its parent's.
const { NODE_CHANNEL_FD: _fd, NODE_CHANNEL_SERIALIZATION_MODE: _mode, ...terminalEnv } = process.env;
// Each in its own process group, as a terminal starts a command: Ctrl-C signals the whole group.
const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const running = start(command, args, { env: { ...terminalEnv, ...env }, detached: true });
  started.push(running);
  return running;
};
afterEach(() => {
  for (const running of started.splice(0)) {
    try {
      process.kill(-running.child.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
});
const ctrlC = (running: Running) => process.kill(-running.child.pid!, 'SIGINT');
const holdPort = (port: number) =>
  new Promise<Server>((resolve) => {
    const server = createServer().listen(port, () => resolve(server));
  });
const ownLines = (output: string) => output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));

describe('npm start (scripts/start.mjs)', () => {
  const ports = async () => {
    const [port, examples] = [await freePort(), await freePort()];
    return { port, examples, env: { PORT: String(port), EXAMPLES_PORT: String(examples) } };
  };

  it('allows PARTNER_ORIGINS beside the examples origin, and stops on SIGTERM within 5 s', async () => {
    const { port, examples, env } = await ports();
    const app = run('node', ['scripts/start.mjs'], {
      ...env,
      PARTNER_ORIGINS: 'http://localhost:3000, https://qa.test',
    });
    await app.waitFor(/Podspot is running/, 60_000);
    const origins = await (await fetch(`http://localhost:${port}/api/__mock/partner_origins`)).json();
    expect(origins).toEqual({ origins: [`http://localhost:${examples}`, 'http://localhost:3000', 'https://qa.test'] });

    const asked = Date.now();
    app.child.kill('SIGTERM');
    expect(await app.exited(5_000)).toBe(0);
    for (const p of [port, examples]) expect(await portFreedWithin(p, 5_000 - (Date.now() - asked))).toBe(true);
  });

  it('leaves no server behind when it is killed with SIGKILL', async () => {
    const { port, examples, env } = await ports();
    const app = run('node', ['scripts/start.mjs'], env);
    await app.waitFor(/Podspot is running/, 60_000);
    app.child.kill('SIGKILL');
    for (const p of [port, examples]) expect(await portFreedWithin(p, 5_000)).toBe(true);
  });

  it('refuses a taken EXAMPLES_PORT with one line and a non-zero exit, without the banner', async () => {
    const { port, examples, env } = await ports();
    const holder = await holdPort(examples);
    try {
      const app = run('node', ['scripts/start.mjs'], env);
      expect(await app.exited(60_000)).toBe(1);
      expect(ownLines(app.output())).toEqual([
        `Port ${examples} is in use: stop what holds it, or choose another: EXAMPLES_PORT=${examples + 10} npm start.`,
      ]);
      expect(await portFreedWithin(port, 5_000)).toBe(true);
    } finally {
      holder.close();
    }
  });

  it('refuses a bad PARTNER_ORIGINS with one line', async () => {
    const app = run('node', ['scripts/start.mjs'], { ...(await ports()).env, PARTNER_ORIGINS: 'localhost:3000' });
    expect(await app.exited(60_000)).toBe(2);
    expect(ownLines(app.output())).toEqual([
      'PARTNER_ORIGINS: "localhost:3000" is not an origin: give scheme://host[:port] with no path, e.g. http://localhost:3000.',
    ]);
  });
});

describe('npm run mock', () => {
  it('stops on Ctrl-C (SIGINT to its process group) within 5 s', async () => {
    const port = await freePort();
    const mock = run('npm', ['run', '--silent', 'mock', '--', '--port', String(port), '--no-sdk']);
    await mock.waitFor(/Podspot mock API on/, 60_000);
    ctrlC(mock);
    expect(await portFreedWithin(port, 5_000)).toBe(true);
    await mock.exited(5_000);
  });

  it('refuses a taken port with one line and exit code 1', async () => {
    const port = await freePort();
    const holder = await holdPort(port);
    try {
      const mock = run('npm', ['run', '--silent', 'mock', '--', '--port', String(port), '--no-sdk']);
      expect(await mock.exited(60_000)).toBe(1);
      expect(ownLines(mock.output())).toEqual([
        `Port ${port} is in use: stop what holds it, or start with --port <another> (0: any free).`,
      ]);
    } finally {
      holder.close();
    }
  });
});
