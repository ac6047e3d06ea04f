// Diagnostic (not part of npm run bench): the resource waterfall (start, end, bytes, URL) and paints of a cold load,
// twice (the second is the one to read). Usage: npx tsx scripts/bench/waterfall.ts sdk|iframe|console [scenario] [path]
// (cross-origin entries show 0 bytes: the SDK's files carry no Timing-Allow-Origin).
import { contextFor, launch } from './browser.ts';
import { serveTree } from './serve-tree.ts';
const [variant, scenario = 'demo', path = '/earn'] = process.argv.slice(2);
const server = await serveTree({ scenario });
const { consoleUrl, examplesUrl } = server;
const user = await (
  await fetch(`${consoleUrl}/api/signin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: variant === 'adv' ? 'advertiser@podspot.test' : 'publisher@podspot.test',
      password: 'podspot-demo',
    }),
  })
).json();
const browser = await launch();
for (let run = 0; run < 2; run++) {
  const context = await contextFor(browser, consoleUrl, user);
  const page = await context.newPage();
  const url =
    variant === 'sdk'
      ? `${examplesUrl}/bench-sdk.html`
      : variant === 'iframe'
        ? `${examplesUrl}/bench-iframe.html`
        : `${consoleUrl}${path}`;
  await page.goto(url);
  await page.waitForTimeout(3000);
  const frames = page.frames();
  for (const f of frames) {
    const entries = await f.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const e = entry as PerformanceResourceTiming;
        return [
          Math.round(e.startTime),
          Math.round(e.responseEnd),
          e.transferSize,
          e.encodedBodySize,
          e.name.replace(/^https?:\/\/[^/]+/, ''),
        ];
      }),
    );
    const nav = await f.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return [Math.round(n.responseEnd), Math.round(n.domContentLoadedEventEnd), n.transferSize];
    });
    const paints = await f.evaluate(() =>
      performance.getEntriesByType('paint').map((p) => `${p.name}@${Math.round(p.startTime)}`),
    );
    console.log(`run ${run} frame ${f.url()} nav ${nav} paints ${paints}`);
    for (const e of entries) console.log('  ', e.join('\t'));
  }
  await context.close();
}
await browser.close();
server.stop();
