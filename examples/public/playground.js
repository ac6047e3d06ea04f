// The appearance playground: one widget against the mock server, its props and every appearance token as controls, a
// container-width slider and the code to copy (playground-code.js), all updated live.
import { playgroundCode, WIDGETS } from './playground-code.js';
import { propFields, tokenGroups } from './playground-controls.js';
import { showCode } from './playground-tabs.js';

const { podspotOrigin, fetchToken } = window.castwave;
const query = new URLSearchParams(location.search);
const widget = Object.hasOwn(WIDGETS, query.get('widget')) ? query.get('widget') : 'earnings-card';
const parse = (text) => {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
};
/** What a widget starts with when the address names no props: the props Castwave's dashboard gives it. */
const FIRST_PROPS = {
  'earnings-card': { preset: 'last_30_days' },
  'opportunities-inbox': { podcastId: 'all' },
  'go-live-uploader': {},
  'spend-table': { preset: 'last_30_days' },
};
const appearance = parse(query.get('appearance') ?? '{}') ?? {};
const props = parse(query.get('props') ?? '') ?? { ...FIRST_PROPS[widget] };
const $ = (id) => document.getElementById(id);

/** The page's state in its address, so a look can be shared (and the visual tests can open one). */
const save = () => {
  query.set('widget', widget);
  query.set('width', $('width-control').value);
  query.set('page', $('page-control').value);
  query.set('props', JSON.stringify(props));
  query.set('appearance', JSON.stringify(appearance));
  history.replaceState(null, '', `${location.pathname}?${query}`);
};

const podspot = Podspot.init({ apiBase: `${podspotOrigin}/api`, fetchToken, appearance, locale: 'en-US' });
let handle = podspot.mount(widget, '#widget', props);
window.playground = { podspot, appearance, props };

const refresh = () => {
  showCode(
    $('code'),
    playgroundCode({ widget, props, appearance, sdkOrigin: podspotOrigin, version: Podspot.version }),
  );
  save();
};
const unset = (value) => value === '' || value === undefined;

/** Sets (or, for '', unsets) one token: `update` merges, so an unset token is passed as undefined. */
const setToken = (key, value) => {
  if (unset(value)) delete appearance[key];
  else appearance[key] = value;
  podspot.update({ appearance: { [key]: appearance[key] } });
  refresh();
};
/** Sets one prop through the handle; an unset prop mounts the widget afresh, so its default applies. */
const setProp = (key, value) => {
  if (unset(value)) {
    delete props[key];
    handle.unmount();
    handle = podspot.mount(widget, '#widget', props);
  } else {
    props[key] = value;
    handle.update({ [key]: value });
  }
  refresh();
};

$('prop-controls').append(...propFields(WIDGETS[widget].props, props, setProp));
fetch('/playground/tokens.json')
  .then((r) => r.json())
  .then((tokens) => $('token-controls').replaceChildren(...tokenGroups(tokens, appearance, setToken)));

$('widget-control').append(...Object.keys(WIDGETS).map((w) => new Option(w, w, w === widget, w === widget)));
$('widget-control').addEventListener('change', (event) => {
  // The spend table is an advertiser's widget; the others a publisher's: each needs its user's token.
  const next = event.currentTarget.value;
  query.set('user', next === 'spend-table' ? 'advertiser@podspot.test' : 'publisher@podspot.test');
  query.set('widget', next);
  query.delete('props');
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
refresh();
