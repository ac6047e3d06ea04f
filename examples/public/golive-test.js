// Castwave's go-live page: only the go-live uploader, with the token flow of dashboard.js.
// ?user=<email> picks the signed-in Castwave user; ?podspot=<id> shows one podspot's steps instead of the list.
const podspotOrigin = document.querySelector('meta[name="podspot-origin"]').content;
const params = new URLSearchParams(location.search);
const user = params.get('user') || 'publisher@podspot.test';
const podspotId = Number(params.get('podspot')) || undefined;
document.getElementById('host-user').textContent = `Signed in to Castwave as ${user}`;

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
    item.textContent = `${event.type} ${JSON.stringify(event.detail)}`;
    document.getElementById('events').appendChild(item);
  },
});

podspot.mount('go-live-uploader', '#golive', podspotId ? { podspotId } : {});
