// Diagnostic (not part of npm run bench): the resource waterfall (start, end, bytes, URL) and paints of a cold load,
// twice (the second is the one to read). Usage: npx tsx scripts/bench/waterfall.ts sdk|iframe|console [scenario] [path]
// (cross-origin entries show 0 bytes: the SDK's files carry no Timing-Allow-Origin).
import { spawn } from 'node:child_process';
import { contextFor, launch } from './browser.ts';
const [variant, scenario = 'demo', path = '/earn'] = process.argv.slice(2);
const port = 4510, ex = 4511;
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), EXAMPLES_PORT: String(ex), SCENARIO: scenario }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((r) => child.stdout!.on('data', (d) => String(d).includes('Podspot is running') && r()));
const consoleUrl = `http://localhost:${port}`;
const user = await (await fetch(`${consoleUrl}/api/signin/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: variant === 'adv' ? 'advertiser@podspot.test' : 'publisher@podspot.test', password: 'podspot-demo' }) })).json();
const browser = await launch();
for (let run = 0; run < 2; run++) {
  const context = await contextFor(browser, consoleUrl, user);
  const page = await context.newPage();
  const url = variant === 'sdk' ? `http://localhost:${ex}/bench-sdk.html` : variant === 'iframe' ? `http://localhost:${ex}/bench-iframe.html` : `${consoleUrl}${path}`;
  await page.goto(url);
  await page.waitForTimeout(3000);
  const frames = page.frames();
  for (const f of frames) {
    const entries = await f.evaluate(() => performance.getEntriesByType('resource').map((e: any) => [Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize, e.encodedBodySize, e.name.replace(/^https?:\/\/[^/]+/, '')]));
    const nav = await f.evaluate(() => { const n: any = performance.getEntriesByType('navigation')[0]; return [Math.round(n.responseEnd), Math.round(n.domContentLoadedEventEnd), n.transferSize]; });
    const paints = await f.evaluate(() => performance.getEntriesByType('paint').map((p) => `${p.name}@${Math.round(p.startTime)}`));
    console.log(`run ${run} frame ${f.url()} nav ${nav} paints ${paints}`);
    for (const e of entries) console.log('  ', e.join('\t'));
  }
  await context.close();
}
await browser.close();
child.kill();
