// Castwave's page of the notification banner above the opportunities inbox, one instance, with the token flow of
// castwave.js. Query parameters: user; route=1 (Castwave routes the banner's actions itself: onAction); ?locale,
// ?dir and ?width (the banner's slot) as castwave.js reads them. The widgets follow the visitor's colour scheme.
'use strict';
{
  const { podspotOrigin, fetchToken, locale, slotWidth, theme } = window.castwave;
  const query = new URLSearchParams(location.search);
  slotWidth('#banner');

  const log = document.getElementById('event-log');
  const record = (type, detail) => {
    const item = document.createElement('li');
    item.dataset.type = type;
    item.textContent = `${type} ${JSON.stringify(detail)}`;
    log.prepend(item);
  };
  const podspot = Podspot.init({
    apiBase: `${podspotOrigin}/api`,
    fetchToken,
    appearance: { colorPrimary: '#0a7c4a', radius: '10px', colorScheme: theme },
    locale,
    onEvent: (event) => record(event.type, event.detail),
  });

  podspot.mount('notification-banner', '#banner', {
    onNotificationsChange: (counts) => record('castwave: notifications', counts),
    ...(query.get('route') === '1' ? { onAction: (action) => record('castwave: action', action) } : {}),
  });
  podspot.mount('opportunities-inbox', '#inbox', { podcastId: 'all' });
}
