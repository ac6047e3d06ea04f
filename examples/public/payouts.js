// Castwave's payouts page: the payouts widget, with the token flow of castwave.js. ?user=<email> picks the signed-in
// Castwave user; ?locale, ?dir and ?width as castwave.js reads them; the scheme follows Castwave's own theme.
const { theme } = window.castwave;
castwave.slotWidth('#payouts');

const podspot = Podspot.init({
  apiBase: `${castwave.podspotOrigin}/api`,
  fetchToken: castwave.fetchToken,
  appearance: {
    colorPrimary: '#0a7c4a',
    radius: '10px',
    colorScheme: theme,
    colorBackground: theme === 'dark' ? '#151c18' : undefined,
  },
  locale: castwave.locale,
  onEvent: (event) => {
    document.getElementById('events').textContent = `Last Podspot event: ${event.type}`;
  },
});

podspot.mount('payouts', '#payouts');
