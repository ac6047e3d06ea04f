// Server rendering in Node: no window, no document. Any touch of a browser global would throw here.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EarningsCard, OpportunitiesInbox, PodspotProvider } from './index';

describe('the React wrapper on the server', () => {
  it('renders each widget as its empty wrapping element, touching no browser global', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      h(PodspotProvider, { fetchToken: async () => 'token', appearance: { colorPrimary: '#0a7c4a' } }, [
        h(EarningsCard, { key: 1, id: 'card', className: 'tile', 'data-testid': 'earnings', preset: 'last_7_days' }),
        h(OpportunitiesInbox, { key: 2, 'aria-label': 'Opportunities', onViewChange: () => undefined }),
      ]),
    );
    expect(html).toBe(
      '<div id="card" class="tile" data-testid="earnings" data-podspot-widget="earnings-card"></div>' +
        '<div aria-label="Opportunities" data-podspot-widget="opportunities-inbox"></div>',
    );
  });
});
