// Castwave's own page script: gets Podspot embed tokens from Castwave's backend and mounts the widgets.
const podspotOrigin = document.querySelector('meta[name="podspot-origin"]').content;
const user = new URLSearchParams(location.search).get('user') || 'publisher@podspot.test';
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
    document.getElementById('events').textContent = `Last Podspot event: ${event.type}`;
  },
});

podspot.mount('earnings-card', '#earnings', { preset: 'last_30_days', href: `${podspotOrigin}/earn/insights` });
