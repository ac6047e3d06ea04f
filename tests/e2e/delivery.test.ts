import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const b = useBrowser();
const MIN_COMPRESSED = 1024; // smaller files are sent as they are (scripts/rollup/precompress.mjs)

describe('delivery: compressed files and a loader that starts everything at once', () => {
  it("the console's scripts reach Chromium compressed", async () => {
    const { page, context } = await b.open();
    const scripts: { url: string; encoding: string | undefined; size: number }[] = [];
    page.on('response', async (r) => {
      if (!/\/assets\/[^/]+\.js$/.test(r.url())) return;
      scripts.push({
        url: r.url(),
        encoding: (await r.allHeaders())['content-encoding'],
        size: (await r.body()).length,
      });
    });
    await page.goto(`${b.consoleUrl}/login`);
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    const large = scripts.filter((s) => s.size >= MIN_COMPRESSED);
    expect(large.length).toBeGreaterThan(0);
    expect(large.filter((s) => !['br', 'gzip'].includes(s.encoding ?? ''))).toEqual([]);
    await context.close();
  });

  it('the SDK asks for the runtime chunk and the token while the widget chunk is still on its way', async () => {
    const { page, context } = await b.open();
    const events: string[] = [];
    const name = (url: string) =>
      /\/sdk\/(widgets\/earnings-card|chunks\/runtime)|\/my-backend\/podspot-token/.exec(url)?.[0];
    page.on('request', (r) => name(r.url()) && events.push(`request ${name(r.url())}`));
    page.on('requestfinished', (r) => name(r.url()) && events.push(`finished ${name(r.url())}`));
    const encodings: Record<string, string | undefined> = {};
    page.on('response', async (r) => {
      if (/\/sdk\/(podspot\.js|chunks\/runtime|widgets\/)/.test(r.url()))
        encodings[new URL(r.url()).pathname] = (await r.allHeaders())['content-encoding'];
    });
    await page.goto(b.examplesUrl);
    await page.getByTestId('total-earnings').waitFor();
    const widgetDone = events.indexOf('finished /sdk/widgets/earnings-card');
    expect(widgetDone).toBeGreaterThan(-1);
    expect(events.indexOf('request /sdk/chunks/runtime')).toBeGreaterThan(-1);
    expect(events.indexOf('request /sdk/chunks/runtime')).toBeLessThan(widgetDone);
    expect(events.indexOf('request /my-backend/podspot-token')).toBeLessThan(widgetDone);
    expect(Object.entries(encodings).filter(([, e]) => !['br', 'gzip'].includes(e ?? ''))).toEqual([]);
    await context.close();
  });

  it('the loader starts the runtime chunk as it runs, before the host mounts anything; widget chunks wait for a mount', async () => {
    const { page, context } = await b.open();
    const sdkFiles: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/sdk/') && sdkFiles.push(new URL(r.url()).pathname.replace(/-[\w-]+\.js$/, '.js')),
    );
    // The bench page without its own script (the one that calls init() and mount()): the loader alone.
    await page.route('**/bench-sdk.js', (route) => route.abort());
    await page.goto(`${b.examplesUrl}/bench-sdk.html`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => typeof (window as unknown as { Podspot?: unknown }).Podspot)).toBe('object');
    expect(sdkFiles).toContain('/sdk/chunks/runtime.js');
    expect(sdkFiles.filter((f) => f.startsWith('/sdk/widgets/'))).toEqual([]);
    await context.close();
  });
});
