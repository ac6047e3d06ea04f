// The strict-CSP example: the same embedding as the dashboard, with nothing inline anywhere.
'use strict';
{
  const { podspotOrigin, fetchToken } = window.castwave;
  const podspot = Podspot.init({
    apiBase: `${podspotOrigin}/api`,
    fetchToken,
    appearance: { colorPrimary: '#0a7c4a', colorScheme: 'light' },
    locale: 'en-US',
  });
  podspot.mount('earnings-card', '#earnings', { preset: 'last_30_days' });
  podspot.mount('opportunities-inbox', '#inbox', { podcastId: 'all' });
}
