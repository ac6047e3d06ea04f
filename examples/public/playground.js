// The appearance playground: one widget against the mock server, every token as a control (built from the SDK's
// own lists, /playground/tokens.json), a container-width slider and the code to copy, all updated live.
'use strict';
{
  const { podspotOrigin, fetchToken } = window.castwave;
  const WIDGETS = ['earnings-card', 'opportunities-inbox', 'go-live-uploader', 'spend-table'];
  const query = new URLSearchParams(location.search);
  const widget = WIDGETS.includes(query.get('widget')) ? query.get('widget') : 'earnings-card';
  const parse = (text) => {
    try {
      return JSON.parse(text) ?? {};
    } catch {
      return {};
    }
  };
  const appearance = parse(query.get('appearance') ?? '{}');
  const $ = (id) => document.getElementById(id);

  /** The page's state in its address, so a look can be shared (and the visual tests can open one). */
  const save = () => {
    query.set('widget', widget);
    query.set('width', $('width-control').value);
    query.set('page', $('page-control').value);
    query.set('appearance', JSON.stringify(appearance));
    history.replaceState(null, '', `${location.pathname}?${query}`);
  };

  const podspot = Podspot.init({ apiBase: `${podspotOrigin}/api`, fetchToken, appearance, locale: 'en-US' });
  podspot.mount(widget, '#widget', {});
  window.playground = { podspot, appearance };

  const showCode = () => {
    const code = window.playgroundCode(widget, appearance);
    $('code').replaceChildren(
      ...Object.entries(code).flatMap(([title, text]) => {
        const h = document.createElement('h2');
        h.textContent = title;
        const pre = document.createElement('pre');
        pre.textContent = text;
        return [h, pre];
      }),
    );
  };

  /** Sets (or, for '', unsets) one token: `update` merges, so an unset token is passed as undefined. */
  const setToken = (key, value) => {
    if (value === '' || value === undefined) delete appearance[key];
    else appearance[key] = value;
    podspot.update({ appearance: { [key]: appearance[key] } });
    showCode();
    save();
  };

  const field = (key, input, extra) => {
    const row = document.createElement('label');
    row.className = 'pg-token';
    row.append(key, input, ...(extra ? [extra] : []));
    return row;
  };
  const textInput = (key, placeholder) => {
    const input = document.createElement('input');
    input.type = 'text';
    input.name = key;
    input.placeholder = placeholder;
    input.value = appearance[key] ?? '';
    input.addEventListener('change', () => setToken(key, input.value.trim()));
    return input;
  };
  const select = (key, options) => {
    const el = document.createElement('select');
    el.name = key;
    for (const value of ['', ...options]) el.add(new Option(value || 'default', value));
    el.value = appearance[key] ?? '';
    el.addEventListener('change', () => setToken(key, el.value));
    return el;
  };
  const group = (legend, rows) => {
    const set = document.createElement('fieldset');
    const title = document.createElement('legend');
    title.textContent = legend;
    set.append(title, ...rows);
    return set;
  };

  fetch('/playground/tokens.json')
    .then((r) => r.json())
    .then((tokens) => {
      const colourRow = (key) => {
        const text = textInput(key, 'CSS colour');
        const picker = document.createElement('input');
        picker.type = 'color';
        picker.setAttribute('aria-label', `${key} picker`);
        if (/^#[0-9a-f]{6}$/i.test(text.value)) picker.value = text.value;
        picker.addEventListener('input', () => {
          text.value = picker.value;
          setToken(key, picker.value);
        });
        return field(key, text, picker);
      };
      const tabular = document.createElement('input');
      tabular.type = 'checkbox';
      tabular.checked = appearance.tabularFigures === true;
      tabular.addEventListener('change', () => setToken('tabularFigures', tabular.checked || undefined));
      const fonts = document.createElement('input');
      fonts.type = 'text';
      fonts.placeholder = '[{ "cssSrc": "https://…" }]';
      fonts.value = appearance.fonts ? JSON.stringify(appearance.fonts) : '';
      fonts.addEventListener('change', () => setToken('fonts', fonts.value.trim() ? parse(fonts.value) : ''));
      $('token-controls').replaceChildren(
        group(
          'Look',
          Object.entries(tokens.choice).map(([key, words]) => field(key, select(key, words))),
        ),
        group('Colours', tokens.colour.map(colourRow)),
        group('Type', [
          field('fontFamily', textInput('fontFamily', 'inherit, or a font-family list')),
          ...tokens.length.filter((k) => /Size/.test(k)).map((k) => field(k, textInput(k, 'CSS length'))),
          ...tokens.weight.map((k) => field(k, select(k, ['300', '400', '500', '600', '700', '800']))),
          field('tabularFigures', tabular),
          field('fonts', fonts),
        ]),
        group(
          'Space and corners',
          tokens.length.filter((k) => !/Size/.test(k)).map((k) => field(k, textInput(k, 'CSS length'))),
        ),
      );
    });

  $('widget-control').append(...WIDGETS.map((w) => new Option(w, w, w === widget, w === widget)));
  $('widget-control').addEventListener('change', (event) => {
    // The spend table is an advertiser's widget; the others a publisher's: each needs its user's token.
    const next = event.currentTarget.value;
    query.set('user', next === 'spend-table' ? 'advertiser@podspot.test' : 'publisher@podspot.test');
    query.set('widget', next);
    location.search = `?${query}`;
  });
  const width = $('width-control');
  width.value = query.get('width') ?? width.value;
  const applyWidth = () => {
    $('widget').style.width = `${width.value}px`;
    $('width-value').textContent = `${width.value} px`;
  };
  width.addEventListener('input', () => {
    applyWidth();
    save();
  });
  const page = $('page-control');
  page.value = query.get('page') === 'dark' ? 'dark' : 'light';
  const applyPage = () => (document.body.dataset.page = page.value);
  page.addEventListener('change', () => {
    applyPage();
    save();
  });
  $('reset-control').addEventListener('click', () => {
    podspot.update({ appearance: Object.fromEntries(Object.keys(appearance).map((k) => [k, undefined])) });
    for (const k of Object.keys(appearance)) delete appearance[k];
    save();
    location.reload();
  });
  applyWidth();
  applyPage();
  showCode();
}
