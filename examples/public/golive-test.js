// Castwave's go-live page: only the go-live uploader, with the token flow of castwave.js.
// ?user=<email> picks the signed-in Castwave user; ?podspot=<id> shows one podspot's steps instead of the list;
// ?locale, ?dir and ?width as castwave.js reads them.
const podspotId = Number(new URLSearchParams(location.search).get('podspot')) || undefined;
castwave.slotWidth('#golive');

const podspot = Podspot.init({
  apiBase: `${castwave.podspotOrigin}/api`,
  fetchToken: castwave.fetchToken,
  appearance: { colorPrimary: '#0a7c4a', radius: '10px' },
  locale: castwave.locale,
  onEvent: (event) => {
    const item = document.createElement('li');
    item.textContent = `${event.type} ${JSON.stringify(event.detail)}`;
    document.getElementById('events').appendChild(item);
  },
});

podspot.mount('go-live-uploader', '#golive', podspotId ? { podspotId } : {});
