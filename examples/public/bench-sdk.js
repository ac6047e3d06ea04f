// The same token flow as the dashboard, with nothing else on the page.
const podspotOrigin = document.querySelector('meta[name="podspot-origin"]').content;
const podspot = Podspot.init({
  apiBase: `${podspotOrigin}/api`,
  fetchToken: async () => {
    const answer = await fetch('/my-backend/podspot-token', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'publisher@podspot.test' }),
    });
    return (await answer.json()).token;
  },
});
podspot.mount('earnings-card', '#earnings', { preset: 'last_30_days' });
podspot.mount('opportunities-inbox', '#inbox', { compact: true });
