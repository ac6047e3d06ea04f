// The playground's code to copy: the same widget and appearance as a React component, with @podspot/js, with the
// script tag and as a custom element (sdk/README.md shows each way in full).
'use strict';
{
  const COMPONENTS = {
    'earnings-card': 'EarningsCard',
    'opportunities-inbox': 'OpportunitiesInbox',
    'go-live-uploader': 'GoLiveUploader',
    'spend-table': 'SpendTable',
  };
  const indent = (text, by) => text.replaceAll('\n', `\n${' '.repeat(by)}`);
  const literal = (appearance) => {
    const entries = Object.entries(appearance);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`).join('\n')}\n}`;
  };

  /** The four snippets for `widget` with `appearance` (only the tokens set). */
  window.playgroundCode = (widget, appearance) => {
    const a = literal(appearance);
    const component = COMPONENTS[widget];
    return {
      React: `import { PodspotProvider, ${component} } from '@podspot/react';

export function Panel({ fetchToken }) {
  return (
    <PodspotProvider fetchToken={fetchToken} appearance={${indent(a, 4)}}>
      <${component} />
    </PodspotProvider>
  );
}`,
      '@podspot/js': `import { loadPodspot } from '@podspot/js';

const Podspot = await loadPodspot();
const podspot = Podspot.init({ fetchToken, appearance: ${indent(a, 0)} });
podspot.mount('${widget}', '#${widget}');`,
      'Script tag': `<div id="${widget}"></div>
<script src="https://podspot.example/sdk/podspot.js" defer></script>
<script type="module">
  const podspot = Podspot.init({ fetchToken, appearance: ${indent(a, 2)} });
  podspot.mount('${widget}', '#${widget}');
</script>`,
      'Custom elements': `<podspot-${widget}></podspot-${widget}>
<script src="https://podspot.example/sdk/podspot.js" defer></script>
<script type="module">
  Podspot.init({ fetchToken, appearance: ${indent(a, 2)} });
</script>`,
    };
  };
}
