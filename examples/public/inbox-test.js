// Castwave's offers page: only the opportunities inbox, with the token flow of dashboard.js.
// Query parameters: user, podcast (an id), compact (1), view (not-interested).
'use strict';
{
  const podspotOrigin = document.querySelector('meta[name="podspot-origin"]').content;
  const query = new URLSearchParams(location.search);
  const user = query.get('user') || 'publisher@podspot.test';
  document.getElementById('host-user').textContent = `Signed in to Castwave as ${user}`;

  const log = document.getElementById('event-log');
  const podspot = Podspot.init({
    apiBase: `${podspotOrigin}/api`,
    fetchToken: async () => {
      const answer = await fetch('/my-backend/podspot-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user }),
      });
      if (!answer.ok) throw new Error(`token request failed: ${answer.status}`);
      return (await answer.json()).token;
    },
    appearance: { colorPrimary: '#0a7c4a', radius: '10px' },
    onEvent: (event) => {
      const item = document.createElement('li');
      item.dataset.type = event.type;
      item.textContent = `${event.type} ${JSON.stringify(event.detail)}`;
      log.prepend(item);
    },
  });

  podspot.mount('opportunities-inbox', '#inbox', {
    podcastId: query.has('podcast') ? Number(query.get('podcast')) : 'all',
    compact: query.get('compact') === '1',
    view: query.get('view') === 'not-interested' ? 'not-interested' : 'inbox',
    // Accepted opportunities are taken live in Podspot's console; the not-interested list stays inside the widget.
    acceptedHref: `${podspotOrigin}/earn/campaigns`,
  });
}
