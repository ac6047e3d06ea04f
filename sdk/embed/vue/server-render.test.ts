// Server rendering in Node (as Nuxt does): no window, no document. Any touch of a browser global would throw here.
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { describe, expect, it } from 'vitest';
import { EarningsCard, OpportunitiesInbox, PodspotProvider } from './index';

describe('the Vue wrapper on the server', () => {
  it('renders each widget as its empty wrapping element, touching no browser global', async () => {
    expect(typeof window).toBe('undefined');
    const app = createSSRApp({
      render: () =>
        h(PodspotProvider, { fetchToken: async () => 'token', appearance: { colorPrimary: '#0a7c4a' } }, () => [
          h(EarningsCard, { id: 'card', class: 'tile', 'data-testid': 'earnings', preset: 'last_7_days' }),
          h(OpportunitiesInbox, { 'aria-label': 'Opportunities', compact: true, onViewChange: () => undefined }),
        ]),
    });
    expect(await renderToString(app)).toBe(
      '<!--[-->' +
        '<div id="card" class="tile" data-testid="earnings" data-podspot-widget="earnings-card"></div>' +
        '<div aria-label="Opportunities" data-podspot-widget="opportunities-inbox"></div>' +
        '<!--]-->',
    );
  });
});
