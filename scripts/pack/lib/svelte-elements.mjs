// svelte.d.ts of @podspot/js: the <podspot-*> elements made known to Svelte 5's type checking (svelte-check, editors),
// written from custom-elements.json so the two cannot disagree. Each attribute with its type, each property-only member
// (`appearance`), each event as Svelte 5's `on<event>` attribute whose handler receives that event's type; anything
// else on the element is an error. A host references this file from its src/app.d.ts (sdk/README.md, Svelte 5).

/** Names the event and attribute types use that every TypeScript program knows; the rest come from ./index.js. */
const GLOBAL_TYPES = new Set(['CustomEvent', 'Partial', 'Readonly', 'Record']);

const comment = (text, indent) =>
  text ? `${indent}/** ${text.replace(/\s*\n\s*/g, ' ').replaceAll('*/', '*\\/')} */\n` : '';

/** The type names a type's text refers to: `WidgetRef & { reason: LoadErrorReason }` → WidgetRef, LoadErrorReason. */
const typeNames = (text) => [...text.replace(/"[^"]*"/g, '').matchAll(/\b[A-Z]\w*/g)].map(([name]) => name);

/** The `.d.ts` text for a Custom Elements Manifest (scripts/pack/lib/custom-elements-manifest.mjs). */
export function svelteElementTypes(manifest) {
  const declarations = manifest.modules.flatMap((m) => m.declarations).filter((d) => d.customElement);
  const imported = new Set();
  const typed = (text) => {
    for (const name of typeNames(text)) if (!GLOBAL_TYPES.has(name)) imported.add(name);
    return text;
  };
  const member = (name, type, description) =>
    `${comment(description, '      ')}      ${JSON.stringify(name)}?: ${type} | undefined | null;`;
  const elements = declarations.map((d) => {
    const lines = [
      ...d.attributes.map((a) => member(a.name, typed(a.type.text), a.description)),
      ...d.members
        .filter((m) => m.kind === 'field' && !m.attribute)
        .map((m) => member(m.name, typed(m.type.text), m.description)),
      ...d.events.map((e) => member(`on${e.name}`, `PodspotEventHandler<${typed(e.type.text)}>`, e.description)),
    ];
    return `${comment(d.description, '    ')}    ${JSON.stringify(d.tagName)}: HTMLAttributes<HTMLElement> & {\n${lines.join('\n')}\n    };`;
  });
  return `// Generated from custom-elements.json by scripts/pack/lib/svelte-elements.mjs: the <podspot-*> elements for Svelte 5.
import type { HTMLAttributes } from 'svelte/elements';
import type { ${[...imported].sort().join(', ')} } from './index.js';

/** A handler of a \`podspot:*\` event, as Svelte types its own (\`currentTarget\` is the element). */
type PodspotEventHandler<E extends Event> = (event: E & { currentTarget: EventTarget & HTMLElement }) => unknown;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${elements.join('\n')}
  }
}

export {};
`;
}
