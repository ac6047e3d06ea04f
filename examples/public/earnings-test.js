// Castwave's earnings page: only the earnings card, with the token flow of castwave.js.
// ?user=<email> picks the signed-in Castwave user; ?preset=<date preset> the card's first range (last 30 days);
// ?locale=<BCP 47 tag> the widgets' language (else the browser's); ?dir=rtl lays the host page out right to left;
// ?width=<px> puts the card in a column that wide.
const params = new URLSearchParams(location.search);
const preset = params.get('preset') || 'last_30_days';
if (params.get('dir')) document.documentElement.dir = params.get('dir');
if (params.get('width')) document.getElementById('earnings').style.width = `${Number(params.get('width'))}px`;

const podspot = Podspot.init({
  apiBase: `${castwave.podspotOrigin}/api`,
  fetchToken: castwave.fetchToken,
  appearance: { colorPrimary: '#0a7c4a', radius: '10px' },
  locale: params.get('locale') || undefined,
  onEvent: (event) => {
    document.getElementById('events').textContent = `Last Podspot event: ${event.type}`;
  },
});

podspot.mount('earnings-card', '#earnings', { preset, href: '/insights' });
