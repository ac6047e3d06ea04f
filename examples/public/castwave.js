// Castwave's own page setup, loaded before each page's script: where Podspot is, who is signed in to Castwave, and
// the embed-token flow (Castwave's backend calls POST /api/partner/embed_tokens with its partner key, see
// examples/server.ts). A page with a fixed user names it on this script tag: <script src="/castwave.js" data-user="…">.
'use strict';
{
  const podspotOrigin = document.querySelector('meta[name="podspot-origin"]').content;
  const user =
    document.currentScript.dataset.user || new URLSearchParams(location.search).get('user') || 'publisher@podspot.test';

  /** Podspot.init's `fetchToken`: a fresh embed token for the signed-in user from Castwave's backend. */
  const fetchToken = async () => {
    const answer = await fetch('/my-backend/podspot-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user }),
    });
    if (!answer.ok) throw new Error(`token request failed: ${answer.status}`);
    return (await answer.json()).token;
  };

  const who = document.getElementById('host-user');
  if (who) who.textContent = `Signed in to Castwave as ${user}`;

  // The single-widget test pages take ?locale=<BCP 47 tag> (the widgets' language, else the browser's), ?dir=rtl (the
  // host page right to left) and ?width=<px> (the widget's slot that wide).
  const query = new URLSearchParams(location.search);
  const locale = query.get('locale') || undefined;
  if (query.get('dir')) document.documentElement.dir = query.get('dir');
  const slotWidth = (slot) => {
    if (query.get('width')) document.querySelector(slot).style.width = `${Number(query.get('width'))}px`;
  };

  // Castwave's own theme follows the visitor's system until they choose (dashboard.js's toggle); ?css=hostile adds the
  // worst CSS a host page may carry (hostile.css), for the isolation tests.
  const theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  if (query.get('css') === 'hostile')
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/hostile.css' }));

  window.castwave = Object.freeze({ podspotOrigin, user, fetchToken, locale, slotWidth, theme });
}
