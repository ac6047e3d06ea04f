import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const b = useBrowser();
const MIN_COMPRESSED = 1024; // smaller files are sent as they are (scripts/rollup/precompress.mjs)

describe('delivery: compressed files and a loader that starts everything at once', () => {
  it('the console\'s scripts reach Chromium compressed', async () => {
    const { page, context } = await b.open();
    const scripts: { url: string; encoding: string | undefined; size: number }[] = [];
    page.on('response', async (r) => {
      if (!/\/assets\/[^/]+\.js$/.test(r.url())) return;
      scripts.push({ url: r.url(), encoding: (await r.allHeaders())['content-encoding'], size: (await r.body()).length });
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
    const name = (url: string) => /\/sdk\/(widgets\/earnings-card|chunks\/runtime)|\/my-backend\/podspot-token/.exec(url)?.[0];
    page.on('request', (r) => name(r.url()) && events.push(`request ${name(r.url())}`));
    page.on('requestfinished', (r) => name(r.url()) && events.push(`finished ${name(r.url())}`));
    const encodings: Record<string, string | undefined> = {};
    page.on('response', async (r) => {
      if (/\/sdk\/(podspot\.js|chunks\/runtime|widgets\/)/.test(r.url())) encodings[new URL(r.url()).pathname] = (await r.allHeaders())['content-encoding'];
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
});
