// Castwave's advertiser page: only the spend table, for the advertiser spend-test.html names, with the token flow
// of castwave.js; ?locale, ?dir and ?width as castwave.js reads them.
castwave.slotWidth('#spend');
const podspot = Podspot.init({
  apiBase: `${castwave.podspotOrigin}/api`,
  fetchToken: castwave.fetchToken,
  appearance: { colorPrimary: '#0a7c4a', radius: '10px' },
  locale: castwave.locale,
  onEvent: (event) => {
    const detail = event.type === 'export_downloaded' ? ` ${event.detail.fileName}` : '';
    document.getElementById('events').textContent = `Last Podspot event: ${event.type}${detail}`;
  },
});

podspot.mount('spend-table', '#spend', {
  preset: 'last_30_days',
  onSelect: (podcastId) => {
    document.getElementById('selection').textContent = `Selected podcast: ${podcastId}`;
  },
});
