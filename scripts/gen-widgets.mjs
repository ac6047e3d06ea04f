// `npm run gen:widgets`: what the widget table (sdk/core/widget-table.ts) implies and TypeScript cannot derive by itself
// (named exports, the props types' imports), written as four modules, and the integrator guide's list of widgets. `--check` writes nothing and fails while any
// is stale (tests/lint/widget-table.test.ts runs it); `--root <dir>` works on another copy of the repo.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { evaluateModule } from './evaluate-module.mjs';

const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? process.argv[rootFlag + 1] : process.cwd();
const { WIDGET_TABLE } = await evaluateModule('sdk/core/widget-table.ts', root);
const widgets = Object.entries(WIDGET_TABLE);
const capitalised = (text) => text[0].toUpperCase() + text.slice(1);
const HEADER = '// Written by `npm run gen:widgets` from sdk/core/widget-table.ts: edit the table, not this file.\n';

const propsModule = [
  HEADER,
  ...widgets.map(([name, w]) => `import type { ${w.component}Props } from '../widgets/${name}/props';`),
  `\nexport type { ${widgets.map(([, w]) => `${w.component}Props`).join(', ')} };`,
  "\n/** Each widget's own props (its lifecycle callbacks aside), by name. */",
  `export type WidgetOwnProps = { ${widgets.map(([name, w]) => `'${name}': ${w.component}Props;`).join(' ')} };`,
].join('\n');

/** Each widget's prop rules, for the test kit: a widget's `props.ts` exports them as `<NAME>_PROP_RULES` (CONTRIBUTING.md). */
const rulesName = (name) => `${name.toUpperCase().replace(/-/g, '_')}_PROP_RULES`;
const rulesModule = [
  HEADER,
  "import type { PropRule } from '../core/prop-check';",
  "import type { WidgetName } from '../core/widget-names';",
  ...widgets.map(([name]) => `import { ${rulesName(name)} } from '../widgets/${name}/props';`),
  "\n/** What each widget's props accept, by name (the widget chunks check the same rules as they mount). */",
  `export const WIDGET_PROP_RULES: Record<WidgetName, Record<string, PropRule>> = { ${widgets
    .map(([name]) => `'${name}': ${rulesName(name)},`)
    .join(' ')} };`,
].join('\n');

/** The React and Vue packages' components: one named export per widget, made by the package's `widgetComponent`. */
const componentsModule = [
  HEADER,
  "import { widgetComponent } from './widget-components';\n",
  ...widgets.map(
    ([name, w]) =>
      `/** ${capitalised(w.summary)}. */\nexport const ${w.component} = widgetComponent('${name}', '${w.component}');`,
  ),
].join('\n');

/** The integrator guide's list of widgets, between its markers. */
const GUIDE = 'sdk/README.md';
const START = '<!-- widget list: written by `npm run gen:widgets` from sdk/core/widget-table.ts -->';
const END = '<!-- end of widget list -->';
const guideList = [
  '| widget | element | React and Vue component | for | what it shows |',
  '|---|---|---|---|---|',
  ...widgets.map(
    ([name, w]) => `| \`${name}\` | \`<podspot-${name}>\` | \`<${w.component}>\` | ${w.audience} | ${w.summary} |`,
  ),
].join('\n');
const guideText = () => {
  const text = readFileSync(join(root, GUIDE), 'utf8');
  const [start, end] = [text.indexOf(START), text.indexOf(END)];
  if (start < 0 || end < start) throw new Error(`${GUIDE} has no widget list markers (${START} … ${END})`);
  return `${text.slice(0, start + START.length)}\n${guideList}\n${text.slice(end)}`;
};

const outputs = {
  'sdk/embed/widget-props.generated.ts': propsModule,
  'sdk/embed/widget-prop-rules.generated.ts': rulesModule,
  'sdk/embed/react/widgets.generated.ts': componentsModule,
  'sdk/embed/vue/widgets.generated.ts': componentsModule,
  [GUIDE]: guideText(),
};

const config = await prettier.resolveConfig(join(root, 'package.json'));
let stale = 0;
for (const [path, code] of Object.entries(outputs)) {
  const file = join(root, path);
  const text = path.endsWith('.md') ? code : await prettier.format(code, { ...config, filepath: file });
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // first run: no file yet
  }
  if (current === text) continue;
  stale += 1;
  if (process.argv.includes('--check')) console.error(`${path} is stale: run \`npm run gen:widgets\` and commit it.`);
  else {
    writeFileSync(file, text);
    console.log(`Wrote ${path}.`);
  }
}
if (process.argv.includes('--check') && stale) process.exit(1);
