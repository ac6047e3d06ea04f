// The playground's code to copy, as a pure module: the page imports it, and so does the package test that type-checks
// every snippet in a real React, Next.js, Vue and Svelte project (tests/packages/playground-snippets.test.ts).
// sdk/README.md shows each way in full.

/** The widgets, each with its React/Vue component and the props the playground offers (sdk/README.md's tables). */
export const WIDGETS = {
  'earnings-card': { component: 'EarningsCard', props: ['preset', 'podcastId', 'href'] },
  'opportunities-inbox': {
    component: 'OpportunitiesInbox',
    props: ['podcastId', 'compact', 'view', 'acceptedHref', 'notInterestedHref'],
  },
  'go-live-uploader': { component: 'GoLiveUploader', props: ['podspotId'] },
  'spend-table': { component: 'SpendTable', props: ['preset', 'advertiserId'] },
};

/** The snippets' token endpoint on the host's own backend (sdk/README.md, "Your backend: the token endpoint"). */
const TOKEN_PATH = '/my-backend/podspot-token';
/** A Next.js app answers it from a route handler, app/api/podspot-token/route.ts. */
const NEXT_TOKEN_PATH = '/api/podspot-token';

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;

/** A value as TypeScript source: single-quoted strings; an object over several lines at `depth` (inside a list, on one). */
const source = (value, depth = 0, inline = false) => {
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map((v) => source(v, depth, true)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k));
    const entries = Object.entries(value).map(([k, v]) => `${key(k)}: ${source(v, depth + 1, inline)}`);
    if (!entries.length) return '{}';
    if (inline) return `{ ${entries.join(', ')} }`;
    const pad = '  '.repeat(depth + 1);
    return `{\n${entries.map((e) => `${pad}${e},`).join('\n')}\n${'  '.repeat(depth)}}`;
  }
  return JSON.stringify(value);
};

/** A string an HTML or JSX attribute can hold between double quotes as it is. */
const plain = (value) => typeof value === 'string' && !/["'{}<>&\\\n]/.test(value);

/** `name="value"` or `name={expression}` (JSX and Svelte alike). */
const braceAttribute = (name, value) => (plain(value) ? `${name}="${value}"` : `${name}={${source(value)}}`);
const vueAttribute = (name, value) =>
  plain(value) ? `${kebab(name)}="${value}"` : `:${kebab(name)}="${source(value).replaceAll('"', '&quot;')}"`;
const spaced = (items) => items.map((item) => ` ${item}`).join('');

const fetchTokenTs = (
  path,
) => `/** Your backend mints the embed token with your partner key, for the user signed in to your platform. */
async function fetchToken(): Promise<string> {
  const answer = await fetch('${path}', { method: 'POST' });
  if (!answer.ok) throw new Error(\`token request failed: \${answer.status}\`);
  return ((await answer.json()) as { token: string }).token;
}`;

const indent = (text, by) => text.replaceAll('\n', `\n${' '.repeat(by)}`);

/**
 * The six snippets for `widget` with its `props` and the `appearance` tokens set (each only when set), loading the SDK
 * from `sdkOrigin` (the running server's, e.g. http://localhost:4010) at `version`.
 */
export function playgroundCode({ widget, props = {}, appearance = {}, sdkOrigin, version }) {
  const { component } = WIDGETS[widget];
  const set = Object.entries(props).filter(([, v]) => v !== undefined && v !== '');
  const pinned = `${sdkOrigin}/sdk/v${version}/podspot.js`;
  const look = `const appearance: Appearance = ${source(appearance)};`;
  const jsx = `<${component}${spaced(set.map(([k, v]) => braceAttribute(k, v)))} />`;
  const react = (
    path,
    head,
    exported,
  ) => `${head}import { ${component}, PodspotProvider, type Appearance } from '@podspot/react';

${fetchTokenTs(path)}

${look}

${exported} SponsorshipPanel() {
  return (
    <PodspotProvider fetchToken={fetchToken} appearance={appearance} scriptSrc="${pinned}">
      ${jsx}
    </PodspotProvider>
  );
}
`;
  const mountArgs = `'${widget}', '#${widget}'${set.length ? `, ${source(Object.fromEntries(set))}` : ''}`;
  return {
    React: react(TOKEN_PATH, '', 'export function'),
    'Next.js': react(
      NEXT_TOKEN_PATH,
      `// app/sponsorship-panel.tsx: a client component; a Server Component page may render it.\n'use client';\n`,
      'export default function',
    ),
    Vue: `<script setup lang="ts">
import { ${component}, PodspotProvider, type Appearance } from '@podspot/vue';

${fetchTokenTs(TOKEN_PATH)}

${look}
</script>

<template>
  <PodspotProvider :fetch-token="fetchToken" :appearance="appearance" script-src="${pinned}">
    <${component}${spaced(set.map(([k, v]) => vueAttribute(k, v)))} />
  </PodspotProvider>
</template>
`,
    Svelte: `<script lang="ts">
  import { loadPodspot, type Appearance } from '@podspot/js';

  ${indent(fetchTokenTs(TOKEN_PATH), 2)}

  ${indent(look, 2)}

  // One instance for the page, in the browser only; the element below mounts through it.
  $effect(() => {
    let podspot: { destroy(): void } | undefined;
    let gone = false;
    void loadPodspot({ src: '${pinned}' }).then((Podspot) => {
      if (!gone) podspot = Podspot?.init({ fetchToken, appearance });
    });
    return () => {
      gone = true;
      podspot?.destroy();
    };
  });
</script>

<podspot-${widget}${spaced(set.map(([k, v]) => braceAttribute(kebab(k), v)))}></podspot-${widget}>
`,
    '@podspot/js': `import { loadPodspot, type Appearance } from '@podspot/js';

${fetchTokenTs(TOKEN_PATH)}

${look}

const Podspot = await loadPodspot({ src: '${pinned}' }); // null on the server
const podspot = Podspot?.init({ fetchToken, appearance });
podspot?.mount(${mountArgs});
`,
    'Script tag': `<script src="${sdkOrigin}/sdk/podspot.js" defer></script>
<div id="${widget}"></div>
<script type="module">
  const podspot = Podspot.init({
    fetchToken: async () => {
      const answer = await fetch('${TOKEN_PATH}', { method: 'POST' });
      if (!answer.ok) throw new Error(\`token request failed: \${answer.status}\`);
      return (await answer.json()).token;
    },
    appearance: ${indent(source(appearance), 4)},
  });
  podspot.mount(${indent(mountArgs, 2)});
</script>
`,
  };
}
