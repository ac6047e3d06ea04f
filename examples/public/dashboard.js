// Castwave's dashboard script: mounts the widgets the signed-in user's roles call for, with the token flow of
// castwave.js. plain.html runs the same script without Castwave's CSS (the tests' reference).
'use strict';
{
  const { podspotOrigin, user, fetchToken, theme } = window.castwave;
  // Castwave knows its users' roles; these are the demo accounts' roles in Podspot.
  const ROLES = {
    'publisher@podspot.test': ['publisher'],
    'advertiser@podspot.test': ['advertiser'],
    'both@podspot.test': ['publisher', 'advertiser'],
  };
  const roles = ROLES[user] || ['publisher'];

  const switcher = document.getElementById('user-switch');
  if (switcher) {
    switcher.value = user;
    switcher.addEventListener('change', () => switcher.form.requestSubmit());
  }

  // The event log: every event of every widget, newest first; Castwave's own callbacks are logged, but the line above
  // it names the last event the SDK sent.
  const last = document.getElementById('events');
  const log = document.getElementById('event-log');
  const record = (type, detail) => {
    if (last && !type.startsWith('castwave:')) last.textContent = `Last Podspot event: ${type}`;
    if (!log) return;
    const item = document.createElement('li');
    const time = new Date().toLocaleTimeString('en-GB');
    item.textContent = `${time} ${type} ${detail === undefined ? '' : JSON.stringify(detail)}`;
    item.dataset.type = type;
    log.prepend(item);
    while (log.children.length > 50) log.lastElementChild.remove();
  };

  /** Castwave's scheme for the widgets; dark, its own surface colour (host.css's --cw-surface), so no card looks foreign. */
  const look = (scheme) => ({ colorScheme: scheme, colorBackground: scheme === 'dark' ? '#151c18' : undefined });

  const podspot = Podspot.init({
    apiBase: `${podspotOrigin}/api`,
    fetchToken,
    appearance: { colorPrimary: '#0a7c4a', radius: '10px', ...look(theme) },
    locale: 'en-US',
    onEvent: (event) => record(event.type, event.detail),
  });

  // Props of each widget as Castwave embeds it.
  const PROPS = {
    'earnings-card': { preset: 'last_30_days', href: `${podspotOrigin}/earn/insights` },
    'opportunities-inbox': {
      podcastId: 'all',
      acceptedHref: '#golive',
      onViewChange: (view) => record('castwave: inbox view', { view }),
    },
    'go-live-uploader': {},
    'notification-banner': {
      onNotificationsChange: (counts) => {
        document.querySelector('.cw-banner')?.toggleAttribute('data-due', counts.total > 0);
        record('castwave: notifications', counts);
      },
    },
    'spend-table': {
      preset: 'last_30_days',
      onSelect: (podcastId) => record('castwave: spend table selection', { podcastId }),
    },
  };

  const handles = {};
  const mountWidgets = () => {
    for (const group of document.querySelectorAll('[data-role]')) {
      group.hidden = !roles.includes(group.dataset.role);
      if (group.hidden) continue;
      for (const slot of group.querySelectorAll('[data-widget]')) {
        const name = slot.dataset.widget;
        handles[name] = podspot.mount(name, slot, PROPS[name]);
      }
    }
  };
  // Castwave's own users join Podspot first (join.js); everyone else has an account already.
  if (window.castwaveJoin) void window.castwaveJoin(podspot, user, mountWidgets, record);
  else mountWidgets();

  // Onboarding has no flow inside the banner: Castwave takes that action (preventDefault) to Podspot's own onboarding.
  document.getElementById('banner')?.addEventListener('podspot:action', (event) => {
    if (event.detail.kind !== 'complete_onboarding') return;
    event.preventDefault();
    location.assign(`${podspotOrigin}/onboarding`);
  });

  // Castwave's dark mode, at runtime: its page and every widget of the instance follow.
  const toggle = document.getElementById('scheme-toggle');
  if (toggle) {
    toggle.setAttribute('aria-pressed', String(theme === 'dark'));
    toggle.addEventListener('click', () => {
      const dark = toggle.getAttribute('aria-pressed') !== 'true';
      toggle.setAttribute('aria-pressed', String(dark));
      document.documentElement.dataset.theme = dark ? 'dark' : 'light';
      podspot.update({ appearance: look(dark ? 'dark' : 'light') });
    });
  }
}
