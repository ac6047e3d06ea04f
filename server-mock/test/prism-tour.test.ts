import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { loadContract } from '../openapi.ts';
import { TOUR, type Side, type Step, type TourAnswer } from './prism/tour-steps.ts';

// Prism's validating proxy (`prism proxy --errors`) in front of the mock: a request the contract refuses is answered
// 422 by Prism, and an answer that breaks the contract 500. The same tour goes straight to the mock in a twin sandbox;
// any step where the two disagree is a place where the contract and the mock say different things.
const ROOT = new URL('../..', import.meta.url).pathname;
const MP3 = readFileSync(new URL('../assets/sample-podspot.mp3', import.meta.url));
const ACCOUNTS = ['publisher@podspot.test', 'advertiser@podspot.test', 'nopayout@podspot.test', 'newadv@podspot.test'];

let server: Server;
let prism: ChildProcess;
let mockBase = '';
let prismBase = '';

async function startPrism(upstream: string): Promise<string> {
  prism = spawn(
    `${ROOT}node_modules/.bin/prism`,
    ['proxy', '--errors', '-h', '127.0.0.1', '-p', '0', 'server-mock/openapi.yaml', upstream],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 60 s:\n${log}`)), 60_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const listening = /Prism is listening on (http:\/\/[\d.:]+)/.exec(log);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    prism.stdout!.on('data', read);
    prism.stderr!.on('data', read);
    prism.on('exit', (code) => reject(new Error(`Prism exited (${code}):\n${log}`)));
  });
}

async function send(base: string, sandbox: string, side: Side, step: Step): Promise<TourAnswer> {
  const [method, template] = step.op.split(' ') as [string, string];
  const request = step.request(side);
  const headers: Record<string, string> = { 'x-podspot-sandbox': sandbox, ...request.headers };
  if (request.as === 'partner') headers['x-partner-key'] = DEMO_PARTNER_KEY;
  else if (request.as) headers.authorization = `Bearer ${side.tokens[request.as]}`;
  let body: BodyInit | undefined;
  if (request.upload) {
    body = new FormData();
    body.set('file', new Blob([MP3], { type: 'audio/mpeg' }), 'spot.mp3');
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const url = `${base}${request.path ?? template}${request.query ? `?${new URLSearchParams(request.query)}` : ''}`;
  const res = await fetch(url, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text.slice(0, 400);
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: a file, a page or empty
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

async function sideIn(base: string): Promise<{ sandbox: string; side: Side }> {
  const created = await fetch(`${base}/__mock/sandboxes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: 'demo' }),
  });
  const sandbox = ((await created.json()) as { id: string }).id;
  const side: Side = { tokens: {}, ids: {} };
  for (const email of ACCOUNTS) {
    const res = await fetch(`${base}/signin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-podspot-sandbox': sandbox },
      body: JSON.stringify({ email, password: 'podspot-demo' }),
    });
    side.tokens[email] = ((await res.json()) as { jwt_token: string }).jwt_token;
  }
  return { sandbox, side };
}

beforeAll(async () => {
  const { app } = await createApp({ jwtSecret: 'prism-tour' });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  mockBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  prismBase = await startPrism(mockBase);
}, 70_000);
afterAll(async () => {
  prism?.kill();
  await new Promise((resolve) => server?.close(resolve));
});

describe("Prism's validating proxy and the mock agree on every operation", () => {
  it('the tour covers every operation of openapi.yaml', () => {
    const toured = new Set(TOUR.filter((s) => !s.invalid).map((s) => s.op));
    const operations = loadContract().operations.map((o) => `${o.method} ${o.template}`);
    expect(operations.filter((op) => !toured.has(op))).toEqual([]);
  });

  it('valid calls pass both alike; calls the contract refuses, the mock refuses', async () => {
    const [via, direct] = [await sideIn(prismBase), await sideIn(mockBase)];
    const disagreements: string[] = [];
    for (const step of TOUR) {
      const a = await send(prismBase, via.sandbox, via.side, step);
      const b = await send(mockBase, direct.sandbox, direct.side, step);
      const agree = step.invalid
        ? a.status === 422 && b.status === step.invalid
        : step.redirect
          ? b.status === step.redirect && a.status !== 422
          : a.status === b.status && a.status < 500 && !a.headers.get('sl-violations');
      if (!agree) {
        const what = step.invalid ? 'refused by the contract' : 'valid';
        disagreements.push(`${step.op} (${what}): Prism ${a.status} ${JSON.stringify(a.body)}; mock ${b.status}`);
        continue;
      }
      try {
        step.keep?.(via.side, a);
        step.keep?.(direct.side, b);
      } catch (error) {
        disagreements.push(
          `${step.op}: its answer lacks what the tour keeps (${String(error)}): ${JSON.stringify(b.body)}`,
        );
      }
    }
    expect(disagreements).toEqual([]);
  }, 60_000);
});
