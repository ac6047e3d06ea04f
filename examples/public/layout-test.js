// One widget in a column as wide as ?width= (px, or `full`: the page's), as a platform's sidebar or grid cell would give
// it; the viewport is the test's. ?widget= earnings | inbox | inbox-compact | golive | golive-steps | spend |
// onboarding | payouts | banner-summary. ?user=, ?locale= and ?dir= as castwave.js.
'use strict';
{
  const query = new URLSearchParams(location.search);
  const widget = query.get('widget') || 'earnings';
  // ?width=full: the column takes the page's width, as a platform's main column would.
  const width = query.get('width') === 'full' ? null : Number(query.get('width')) || 360;
  const slot = document.getElementById('slot');
  // The CSSOM, not a style attribute, so the page works under a strict style-src too.
  if (width) slot.style.width = `${width}px`;

  const podspot = Podspot.init({
    apiBase: `${castwave.podspotOrigin}/api`,
    fetchToken: castwave.fetchToken,
    appearance: { colorPrimary: '#0a7c4a', radius: '10px' },
    locale: castwave.locale,
    onEvent: (event) => {
      if (event.type === 'ready') document.body.dataset.ready = event.detail.widget;
    },
  });

  const mounts = {
    earnings: ['earnings-card', { preset: 'last_30_days', href: '#insights' }],
    inbox: ['opportunities-inbox', {}],
    'inbox-compact': ['opportunities-inbox', { compact: true }],
    golive: ['go-live-uploader', {}],
    'golive-steps': ['go-live-uploader', { podspotId: Number(query.get('podspot')) || undefined }],
    spend: ['spend-table', { preset: 'last_30_days' }],
    onboarding: ['onboarding', {}],
    payouts: ['payouts', {}],
    'banner-summary': ['notification-banner', { variant: 'summary' }],
  };
  const [name, props] = mounts[widget];
  podspot.mount(name, '#slot', props);
}
