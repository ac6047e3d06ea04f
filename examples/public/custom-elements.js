// The custom-elements example: one Podspot.init call, then the <podspot-*> tags in the HTML mount by themselves.
'use strict';
{
  const { podspotOrigin, fetchToken } = window.castwave;

  Podspot.init({
    apiBase: `${podspotOrigin}/api`,
    fetchToken,
    appearance: { colorPrimary: '#0a7c4a', colorScheme: 'light' },
    locale: 'en-US',
  });

  // An attribute change is a prop change: the widget updates in place.
  const earnings = document.getElementById('earnings');
  document.getElementById('preset-control').addEventListener('change', (event) => {
    earnings.setAttribute('preset', event.currentTarget.value);
  });
  const inbox = document.getElementById('inbox');
  const viewControl = document.getElementById('view-control');
  viewControl.addEventListener('click', () => {
    const notInterested = inbox.getAttribute('view') !== 'not-interested';
    inbox.setAttribute('view', notInterested ? 'not-interested' : 'inbox');
    viewControl.setAttribute('aria-pressed', String(notInterested));
  });

  // Without an onEvent callback the events still reach the page as bubbling, composed DOM events.
  const TYPES = [
    'ready',
    'opportunity_accepted',
    'opportunity_rejected',
    'podspot_uploaded',
    'smart_feed_integrated',
    'export_downloaded',
    'auth_error',
    'error',
  ];
  const log = document.getElementById('event-log');
  for (const type of TYPES) {
    document.addEventListener(`podspot:${type}`, (event) => {
      const item = document.createElement('li');
      item.textContent = `<${event.target.localName}> podspot:${type} ${JSON.stringify(event.detail)}`;
      log.prepend(item);
    });
  }
}
