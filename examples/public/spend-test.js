// Castwave's advertiser page: only the spend table, for an advertiser, with the token flow of dashboard.js.
const podspotOrigin = document.querySelector('meta[name="podspot-origin"]').content;
const user = 'advertiser@podspot.test';
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
