// The same token flow as the dashboard (castwave.js), with nothing else on the page.
const podspot = Podspot.init({ apiBase: `${castwave.podspotOrigin}/api`, fetchToken: castwave.fetchToken });
podspot.mount('earnings-card', '#earnings', { preset: 'last_30_days' });
podspot.mount('opportunities-inbox', '#inbox', { compact: true });
