import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runLoad, type LoadResult } from './load.ts';

export const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
};

/** CPU time (user + system) the process has used so far, in ms: `/proc/<pid>/stat` fields 14 and 15, in 1/100 s. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * One call under load, plus the server's CPU time per answered request: the work a request costs, which (unlike
 * requests per second) hardly depends on what else the machine is doing. 1000 / cpuMsPerRequest = what one core could answer.
 */
async function measured(
  pid: number,
  opts: Parameters<typeof runLoad>[0],
): Promise<LoadResult & { cpuMsPerRequest: number }> {
  const before = cpuMs(pid);
  const result = await runLoad(opts);
  return { ...result, cpuMsPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests) };
}

export async function startServer(scenario: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server-mock/index.ts', '--scenario', scenario, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('Podspot mock API') && resolve());
    child.on('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });
  return child;
}

export async function token(base: string, email: string) {
  const res = await fetch(`${base}/api/signin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'podspot-demo' }),
  });
  return (await res.json()).jwt_token as string;
}

/** Memory (RSS): of the fresh server, and at the start and end of the soak that follows the measured calls. */
export type ServerBench = {
  scenario: string;
  results: (LoadResult & { cpuMsPerRequest: number })[];
  memory: { freshMb: number; startMb: number; endMb: number; soakSeconds: number; soakRequests: number };
};

/** Requests per second and latency of the API's hot calls on one scenario, then a bounded soak for memory. */
export async function benchServer(scenario: string, port: number, seconds: number): Promise<ServerBench> {
  const server = await startServer(scenario, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const publisher = { authorization: `Bearer ${await token(base, 'publisher@podspot.test')}` };
    const advertiser = { authorization: `Bearer ${await token(base, 'advertiser@podspot.test')}` };
    const today = new Date().toISOString().slice(0, 10);
    const range = `start_date=2020-01-01&end_date=${today}`;
    const results: ServerBench['results'] = [];
    const freshMb = rssMb(server.pid!);
    results.push(
      await measured(server.pid!, {
        name: 'sign-in (scrypt)',
        url: `${base}/api/signin/`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'advertiser@podspot.test', password: 'podspot-demo' }),
        connections: 4,
        seconds,
      }),
    );
    results.push(
      await measured(server.pid!, {
        name: 'opportunities list',
        url: `${base}/api/earn/opportunities`,
        headers: publisher,
        connections: 16,
        seconds,
      }),
    );
    results.push(
      await measured(server.pid!, {
        name: 'publisher report (all time)',
        url: `${base}/api/earn/publisher/report?${range}`,
        headers: publisher,
        connections: 8,
        seconds,
      }),
    );
    results.push(
      await measured(server.pid!, {
        name: 'advertiser report (all time)',
        url: `${base}/api/advertise/advertiser/report?${range}`,
        headers: advertiser,
        connections: 8,
        seconds,
      }),
    );
    return { scenario, results, memory: { freshMb, ...(await soak(server.pid!, base, publisher, seconds * 2)) } };
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * Memory under a bounded soak: RSS at its start and end while the whole opportunities list and the earnings report are
 * asked for back to back (12 connections, `seconds` long).
 */
export async function soak(pid: number, base: string, publisher: Record<string, string>, seconds: number) {
  const today = new Date().toISOString().slice(0, 10);
  const startMb = rssMb(pid);
  const loads = await Promise.all([
    runLoad({ name: 'soak', url: `${base}/api/earn/opportunities`, headers: publisher, connections: 8, seconds }),
    runLoad({
      name: 'soak',
      url: `${base}/api/earn/publisher/earnings?start_date=2020-01-01&end_date=${today}`,
      headers: publisher,
      connections: 4,
      seconds,
    }),
  ]);
  return {
    startMb,
    endMb: rssMb(pid),
    soakSeconds: seconds,
    soakRequests: loads.reduce((n, r) => n + r.requests, 0),
  };
}

export const memoryLine = (m: ServerBench['memory']) =>
  `RSS ${m.freshMb.toFixed(0)} MB fresh; ${m.startMb.toFixed(0)} → ${m.endMb.toFixed(0)} MB over a ${m.soakSeconds} s soak of ${m.soakRequests} requests`;

/** A mock server in a child process, its base URL and its CPU time so far in ms (the sandboxes bench). */
export async function startBenchServer(scenario: string, port: number) {
  const child = await startServer(scenario, port);
  return { child, base: `http://127.0.0.1:${port}`, cpuMs: () => cpuMs(child.pid!) };
}
