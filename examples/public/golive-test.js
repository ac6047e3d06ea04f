// Castwave's go-live page: only the go-live uploader, with the token flow of castwave.js.
// ?user=<email> picks the signed-in Castwave user; ?podspot=<id> shows one podspot's steps instead of the list.
const podspotId = Number(new URLSearchParams(location.search).get('podspot')) || undefined;

const podspot = Podspot.init({
  apiBase: `${castwave.podspotOrigin}/api`,
  fetchToken: castwave.fetchToken,
  appearance: { colorPrimary: '#0a7c4a', radius: '10px' },
  onEvent: (event) => {
    const item = document.createElement('li');
    item.textContent = `${event.type} ${JSON.stringify(event.detail)}`;
    document.getElementById('events').appendChild(item);
  },
});

podspot.mount('go-live-uploader', '#golive', podspotId ? { podspotId } : {});
