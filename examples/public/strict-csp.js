// The strict-CSP example: the same embedding as the dashboard, with nothing inline anywhere.
'use strict';
{
  const podspotOrigin = document.querySelector('meta[name="podspot-origin"]').content;
  const podspot = Podspot.init({
    apiBase: `${podspotOrigin}/api`,
    fetchToken: async () => {
      const answer = await fetch('/my-backend/podspot-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: 'publisher@podspot.test' }),
      });
      if (!answer.ok) throw new Error(`token request failed: ${answer.status}`);
      return (await answer.json()).token;
    },
    appearance: { colorPrimary: '#0a7c4a', colorScheme: 'light' },
    locale: 'en-US',
  });
  podspot.mount('earnings-card', '#earnings', { preset: 'last_30_days' });
  podspot.mount('opportunities-inbox', '#inbox', { podcastId: 'all' });
}
