// Diagnostic (not part of npm run bench): every request of a cold load of the SDK bench page, CORS preflights included
// (resource timing leaves them out), in ms from the first request, and when the widgets showed their data.
// Usage: npx tsx scripts/bench/network-trace.ts [runs]   (read the later runs: the first meets a cold server)
import { contextFor, launch } from './browser.ts';
import { SDK_READY } from './routes.ts';
import { serveTree } from './serve-tree.ts';

type Row = { id: string; method: string; type: string; url: string; start: number; end?: number; bytes?: number };
const runs = Number(process.argv[2] ?? 3);
const server = await serveTree({ scenario: 'demo' });
const browser = await launch();
try {
  for (let run = 0; run < runs; run++) {
    const context = await contextFor(browser, server.consoleUrl, null);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const rows: Row[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      rows.push({
        id: e.requestId,
        method: e.request.method,
        type: e.type ?? '',
        url: e.request.url.replace(/^https?:\/\/[^/]+/, ''),
        start: e.timestamp,
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const row = rows.find((r) => r.id === e.requestId && r.end === undefined);
      if (row) Object.assign(row, { end: e.timestamp, bytes: e.encodedDataLength });
    });
    await page.goto(`${server.examplesUrl}/bench-sdk.html`);
    await page.waitForFunction(SDK_READY, undefined, { polling: 'raf' });
    const readyAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(1000);
    const t0 = rows[0]?.start ?? 0;
    const ms = (t?: number) => (t === undefined ? '-' : String(Math.round((t - t0) * 1000)));
    console.log(`run ${run}: content visible at ${Math.round(readyAt)} ms (from navigation start)`);
    for (const r of rows)
      console.log(`  ${ms(r.start)}\t${ms(r.end)}\t${r.bytes ?? ''}\t${r.method}\t${r.type}\t${r.url}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
