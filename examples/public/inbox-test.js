// Castwave's offers page: only the opportunities inbox, with the token flow of castwave.js.
// Query parameters: user, podcast (an id), compact (1), view (not-interested); ?locale, ?dir and ?width as
// castwave.js reads them.
'use strict';
{
  const { podspotOrigin, fetchToken, locale, slotWidth } = window.castwave;
  const query = new URLSearchParams(location.search);
  slotWidth('#inbox');

  const log = document.getElementById('event-log');
  const podspot = Podspot.init({
    apiBase: `${podspotOrigin}/api`,
    fetchToken,
    appearance: { colorPrimary: '#0a7c4a', radius: '10px' },
    locale,
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
