// One widget on a page of the host's own look, for the appearance tests (sdk/README.md#theming): ?widget= a widget
// name, ?page= the page's background, ?text= its text colour, ?scheme= the page's `color-scheme`, ?look= the
// `appearance` as JSON, ?width= the slot's width in px, ?reserve= see below, ?user= and ?locale= as castwave.js.
'use strict';
{
  const query = new URLSearchParams(location.search);
  const widget = query.get('widget') || 'earnings-card';
  // The CSSOM, not style attributes, so the page works under a strict style-src too.
  const root = document.documentElement.style;
  if (query.get('scheme')) root.colorScheme = query.get('scheme');
  if (query.get('page')) document.body.style.background = query.get('page');
  if (query.get('text')) document.body.style.color = query.get('text');
  document.body.style.margin = '0';
  document.body.style.padding = '16px';
  document.body.style.font = '14px system-ui, sans-serif';
  castwave.slotWidth('#slot');
  // ?reserve=<px>: the host's own placeholder inside the mount element, shown until the widget's shadow root replaces
  // it (sdk/README.md#layout).
  if (query.get('reserve')) {
    const reserve = document.createElement('div');
    reserve.style.blockSize = `${Number(query.get('reserve'))}px`;
    document.getElementById('slot').append(reserve);
  }

  // ?below=1: host content after the widget, which a widget changing height would move.
  if (query.get('below')) {
    const below = document.createElement('p');
    below.textContent = 'Castwave content below the widget.';
    document.getElementById('panel').append(below);
  }

  const podspot = Podspot.init({
    apiBase: `${castwave.podspotOrigin}/api`,
    fetchToken: castwave.fetchToken,
    locale: castwave.locale,
    appearance: JSON.parse(query.get('look') || '{}'),
    onEvent: (event) => {
      if (event.type === 'ready') document.body.dataset.ready = event.detail.widget;
    },
  });
  const props = { 'earnings-card': { preset: 'last_30_days' }, 'spend-table': { preset: 'last_30_days' } };
  podspot.mount(widget, '#slot', props[widget] ?? {});
}
