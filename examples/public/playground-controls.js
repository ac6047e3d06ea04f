// The playground's controls: one labelled field per appearance token (built from the SDK's own lists,
// /playground/tokens.json) and one per prop of the chosen widget. Each calls `set(key, value)`; '' or undefined unsets.

const PRESETS = [
  'this_month',
  'last_month',
  'last_3_month',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_180_days',
  'all_time',
];

const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A label above its input(s): the row's width is the column's, whatever the inputs' own sizes. */
const field = (key, ...inputs) => {
  const row = document.createElement('label');
  row.className = 'pg-field';
  const name = document.createElement('span');
  name.textContent = key;
  const box = document.createElement('span');
  box.className = 'pg-inputs';
  box.append(...inputs);
  row.append(name, box);
  return row;
};
const textInput = (key, value, placeholder, set, read = (text) => text) => {
  const input = document.createElement('input');
  input.type = 'text';
  input.name = key;
  input.placeholder = placeholder;
  input.value = value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  input.addEventListener('change', () => set(key, input.value.trim() ? read(input.value.trim()) : ''));
  return input;
};
const select = (key, value, options, set) => {
  const el = document.createElement('select');
  el.name = key;
  for (const option of ['', ...options]) el.add(new Option(option || 'default', option));
  el.value = value === undefined ? '' : String(value);
  el.addEventListener('change', () => set(key, el.value));
  return el;
};
const checkbox = (key, value, set) => {
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.name = key;
  box.checked = value === true;
  box.addEventListener('change', () => set(key, box.checked || undefined));
  return box;
};
const group = (legend, rows) => {
  const set = document.createElement('fieldset');
  const title = document.createElement('legend');
  title.textContent = legend;
  set.append(title, ...rows);
  return set;
};

/** An id prop: `all` or a whole number; anything else is kept as typed, and the widget names it on the console. */
const readId = (text) => (/^\d+$/.test(text) ? Number(text) : text);

/** How each prop of sdk/README.md's tables is edited. */
const PROP_FIELDS = {
  preset: (k, v, set) => select(k, v, PRESETS, set),
  podcastId: (k, v, set) => textInput(k, v, 'all, or a podcast id', set, readId),
  advertiserId: (k, v, set) => textInput(k, v, 'all, or an advertiser id', set, readId),
  podspotId: (k, v, set) => textInput(k, v, 'a podspot id', set, readId),
  compact: (k, v, set) => checkbox(k, v, set),
  view: (k, v, set) => select(k, v, ['inbox', 'not-interested'], set),
  href: (k, v, set) => textInput(k, v, 'a URL', set),
  acceptedHref: (k, v, set) => textInput(k, v, 'a URL', set),
  notInterestedHref: (k, v, set) => textInput(k, v, 'a URL', set),
};

export const propFields = (names, props, set) => names.map((k) => field(k, PROP_FIELDS[k](k, props[k], set)));

export function tokenGroups(tokens, appearance, set) {
  const colourRow = (key) => {
    const text = textInput(key, appearance[key], 'CSS colour', set);
    const picker = document.createElement('input');
    picker.type = 'color';
    picker.setAttribute('aria-label', `${key} picker`);
    if (/^#[0-9a-f]{6}$/i.test(text.value)) picker.value = text.value;
    picker.addEventListener('input', () => {
      text.value = picker.value;
      set(key, picker.value);
    });
    return field(key, text, picker);
  };
  const length = (k) => field(k, textInput(k, appearance[k], 'CSS length', set));
  return [
    group(
      'Look',
      Object.entries(tokens.choice).map(([key, words]) => field(key, select(key, appearance[key], words, set))),
    ),
    group('Colours', tokens.colour.map(colourRow)),
    group('Type', [
      field('fontFamily', textInput('fontFamily', appearance.fontFamily, 'inherit, or a font-family list', set)),
      ...tokens.length.filter((k) => /Size/.test(k)).map(length),
      ...tokens.weight.map((k) => field(k, select(k, appearance[k], ['300', '400', '500', '600', '700', '800'], set))),
      field('tabularFigures', checkbox('tabularFigures', appearance.tabularFigures, set)),
      field('fonts', textInput('fonts', appearance.fonts, '[{ "cssSrc": "https://…" }]', set, parse)),
    ]),
    group('Space and corners', tokens.length.filter((k) => !/Size/.test(k)).map(length)),
  ];
}
