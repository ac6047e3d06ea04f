// Castwave's earnings page: only the earnings card, with the token flow of castwave.js.
// ?user=<email> picks the signed-in Castwave user; ?preset=<date preset> the card's first range (last 30 days);
// ?locale, ?dir and ?width as castwave.js reads them.
const preset = new URLSearchParams(location.search).get('preset') || 'last_30_days';
castwave.slotWidth('#earnings');

const podspot = Podspot.init({
  apiBase: `${castwave.podspotOrigin}/api`,
  fetchToken: castwave.fetchToken,
  appearance: { colorPrimary: '#0a7c4a', radius: '10px' },
  locale: castwave.locale,
  onEvent: (event) => {
    document.getElementById('events').textContent = `Last Podspot event: ${event.type}`;
  },
});

podspot.mount('earnings-card', '#earnings', { preset, href: '/insights' });
