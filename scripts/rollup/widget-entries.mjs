// One widget chunk per entry of the widget table (sdk/core/widget-table.ts), each made from the same few lines: the
// widget's folder exports its definition (`sdk/widgets/<name>/widget.ts`), the runtime mounts it.
import { fileURLToPath } from 'node:url';

const PREFIX = '\0widget-entry:';
const sdk = fileURLToPath(new URL('../../sdk/', import.meta.url));

/** The rollup `input` of the widget chunks: `<name>` → its virtual entry module. */
export const widgetInputs = (names) => Object.fromEntries(names.map((name) => [name, `${PREFIX}${name}`]));

/** Resolves and writes the virtual entries of `widgetInputs`. */
export function widgetEntries() {
  return {
    name: 'widget-entries',
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      return [
        `import { widget } from ${JSON.stringify(`${sdk}widgets/${name}/widget.ts`)};`,
        `import { createMounter } from ${JSON.stringify(`${sdk}embed/runtime/mount.tsx`)};`,
        `export const { mountWidget } = createMounter(${JSON.stringify(name)}, widget.component, widget.styles, widget.propRules);`,
      ].join('\n');
    },
  };
}
