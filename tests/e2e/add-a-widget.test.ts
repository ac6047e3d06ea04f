import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { freePort, listen } from './ports';

/**
 * CONTRIBUTING.md#add-a-widget, done as a newcomer would: in a copy of the SDK, a throwaway widget gets its folder and
 * one entry in sdk/core/widget-table.ts; `npm run gen:widgets` and the SDK build follow, and the widget mounts through
 * the loader's `mount`, its `<podspot-*>` element, `@podspot/react` and `@podspot/vue`, its React props type-checked.
 */
const ROOT = resolve('.');
const copy = mkdtempSync(join(tmpdir(), 'podspot-add-widget-'));
const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

const WIDGET_FILES = {
  'props.ts': `/** Props of the hello card. */
export type HelloCardProps = {
  /** Who is greeted. Default \`podcaster\`. */
  name?: string;
};

/** What each prop accepts. */
export const HELLO_CARD_PROP_RULES = { name: { type: 'string' } } as const;
`,
  'hello-card.tsx': `import type { HelloCardProps } from './props';

export function HelloCard({ name = 'podcaster' }: HelloCardProps) {
  return <p className="ps-hello">Hello, {name}</p>;
}
`,
  'hello-card.css': '.ps-hello { margin: 0; }\n',
  'widget.ts': `import css from './hello-card.css?raw';
import { HelloCard } from './hello-card';
import { HELLO_CARD_PROP_RULES, type HelloCardProps } from './props';
import type { WidgetDefinition } from '../../ui/widget-definition';

export const widget = {
  component: HelloCard,
  styles: [css],
  propRules: HELLO_CARD_PROP_RULES,
} satisfies WidgetDefinition<HelloCardProps>;
`,
};
const TABLE_ENTRY = `  'hello-card': {
    component: 'HelloCard',
    audience: 'publishers',
    summary: 'A greeting.',
    attributes: ['name'],
    callbacks: [],
    budget: 40000,
    target: 40000,
  },
} as const satisfies`;

const REACT_HOST = `import { createRoot } from 'react-dom/client';
import { HelloCard, PodspotProvider } from '../../sdk/embed/react/index';

createRoot(document.getElementById('react')!).render(
  <PodspotProvider fetchToken={async () => 'none'} scriptSrc="/sdk/podspot.js">
    <HelloCard name="React" />
  </PodspotProvider>,
);
`;
const VUE_HOST = `import { createApp, h } from 'vue';
import { HelloCard, PodspotProvider } from '../../sdk/embed/vue/index';

createApp({
  render: () => h(PodspotProvider, { fetchToken: async () => 'none', scriptSrc: '/sdk/podspot.js' }, () => h(HelloCard, { name: 'Vue' })),
}).mount('#vue');
`;
const PAGE = `<!doctype html><meta charset="utf-8"><script src="/sdk/podspot.js"></script>
<div id="script"></div><podspot-hello-card name="Element"></podspot-hello-card><div id="react"></div><div id="vue"></div>
<script type="module">
  Podspot.init({ fetchToken: async () => 'none' }).mount('hello-card', '#script', { name: 'Script' });
  await import('/react-host.js');
  await import('/vue-host.js');
</script>`;

/** The hosts and what they import, type-checked with the repo's settings. */
const HOSTS_TSCONFIG = { extends: './tsconfig.json', include: ['examples/hosts', 'types'] };

let server: Server;
let url = '';

beforeAll(async () => {
  for (const path of [
    'sdk',
    'scripts',
    'types',
    'package.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'rollup.config.mjs',
  ])
    cpSync(join(ROOT, path), join(copy, path), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  mkdirSync(join(copy, 'sdk/widgets/hello-card'));
  for (const [file, text] of Object.entries(WIDGET_FILES))
    writeFileSync(join(copy, 'sdk/widgets/hello-card', file), text);
  const table = join(copy, 'sdk/core/widget-table.ts');
  writeFileSync(table, readFileSync(table, 'utf8').replace(/^} as const satisfies/m, TABLE_ENTRY));

  run(process.execPath, ['scripts/gen-widgets.mjs']);
  // The hosts: type-checked (tsconfig.hosts.json), then bundled.
  mkdirSync(join(copy, 'examples/hosts'), { recursive: true });
  writeFileSync(join(copy, 'examples/hosts/react-host.tsx'), REACT_HOST);
  writeFileSync(join(copy, 'examples/hosts/vue-host.ts'), VUE_HOST);
  writeFileSync(join(copy, 'tsconfig.hosts.json'), JSON.stringify(HOSTS_TSCONFIG));
  // The React component takes the new widget's props, typed; a misspelt one fails (below).
  run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.hosts.json']);
  run(process.execPath, [join(ROOT, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], { SDK_ONLY: '1' });
  for (const host of ['react-host.tsx', 'vue-host.ts'])
    await build({
      entryPoints: [join(copy, 'examples/hosts', host)],
      bundle: true,
      format: 'esm',
      outdir: join(copy, 'dist/hosts'),
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"', __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false' },
      logLevel: 'error',
    });
  const app = express();
  app.use('/sdk', express.static(join(copy, 'dist/sdk')));
  app.use(express.static(join(copy, 'dist/hosts')));
  app.get('/', (_req, res) => void res.type('html').send(PAGE));
  app.get('/favicon.ico', (_req, res) => void res.status(204).end());
  const port = await freePort();
  server = await listen(app, port);
  url = `http://localhost:${port}/`;
}, 600_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => (server ? server.close(r) : r(null)));
  rmSync(copy, { recursive: true, force: true });
});

describe('a widget added in its folder and one table entry', () => {
  const browser = useBrowser();

  it('mounts through the loader, its element, React and Vue', async () => {
    const { page, errors } = await browser.open();
    page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
    await page.goto(url);
    for (const [target, name] of [
      ['#script', 'Script'],
      ['podspot-hello-card', 'Element'],
      ['#react [data-podspot-widget]', 'React'],
      ['#vue [data-podspot-widget]', 'Vue'],
    ])
      await expect
        .poll(() =>
          page
            .locator(target)
            .evaluate((el) => el.shadowRoot?.textContent ?? '')
            .catch(() => ''),
        )
        .toContain(`Hello, ${name}`);
    expect(errors).toEqual([]);
  });

  it("types the React component's props from the widget's", () => {
    writeFileSync(
      join(copy, 'examples/hosts/misspelt.tsx'),
      'import { HelloCard } from \'../../sdk/embed/react/index\';\nexport const x = <HelloCard nmae="x" />;\n',
    );
    const result = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.hosts.json'],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(result.stdout + result.stderr).toMatch(/misspelt\.tsx.*Property 'nmae' does not exist/s);
  });
});
