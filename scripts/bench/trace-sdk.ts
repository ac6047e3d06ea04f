// Diagnostic: every network request (preflights included) of a cold bench-sdk.html load, in ms from navigation.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { contextFor, launch } from './browser.ts';
const port = 4520, ex = 4521;
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), EXAMPLES_PORT: String(ex), SCENARIO: 'demo' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((r) => child.stdout!.on('data', (d) => String(d).includes('Podspot is running') && r()));
const consoleUrl = `http://localhost:${port}`;
const page0 = process.argv[2] ?? 'bench-sdk.html';
const browser = await launch();
for (let run = 0; run < 3; run++) {
  const context = await contextFor(browser, consoleUrl, null);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const t0: { v?: number } = {};
  const rows = new Map<string, any>();
  cdp.on('Network.requestWillBeSent', (e: any) => { t0.v ??= e.timestamp; rows.set(e.requestId + (e.type ?? ''), { id: e.requestId, url: e.request.url.replace(/^https?:\/\/[^/]+/, ''), method: e.request.method, type: e.type, start: e.timestamp }); });
  cdp.on('Network.loadingFinished', (e: any) => { for (const r of rows.values()) if (r.id === e.requestId && !r.end) { r.end = e.timestamp; r.bytes = e.encodedDataLength; } });
  cdp.on('Network.responseReceived', (e: any) => { for (const r of rows.values()) if (r.id === e.requestId) r.status = e.response.status; });
  if (process.argv[3] === 'profile') { await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); }
  await page.goto(`http://localhost:${ex}/${page0}`);
  const readyAt = await page.waitForFunction(() => {
    const e = document.querySelector('#earnings')?.shadowRoot;
    const i = document.querySelector('#inbox')?.shadowRoot;
    return !!e?.querySelector('[data-testid=total-earnings]') && !![...(i?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === 'Review') && performance.now();
  }, undefined, { polling: 'raf' }).then((h) => h.jsonValue());
  console.log('ready at', Math.round(readyAt as number));
  await page.waitForTimeout(1500);
  if (process.argv[3] === 'profile') { const { profile } = await cdp.send('Profiler.stop'); writeFileSync(`/tmp/diag/sdk-${run}.cpuprofile`, JSON.stringify(profile)); }
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime)}`));
  console.log(`run ${run} marks ${marks}`);
  for (const r of rows.values()) console.log(`  ${Math.round((r.start - t0.v!) * 1000)}\t${r.end ? Math.round((r.end - t0.v!) * 1000) : '-'}\t${r.bytes ?? ''}\t${r.method}\t${r.type}\t${r.url}`);
  await context.close();
}
await browser.close();
child.kill();
