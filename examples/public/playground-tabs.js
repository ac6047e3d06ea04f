// The playground's code: one tab per way to embed (React, Next.js, Vue, Svelte, @podspot/js, script tag), each with
// a Copy button. The chosen tab is kept across changes.

let chosen = 'React';

export function showCode(container, snippets) {
  const tabs = document.createElement('div');
  tabs.setAttribute('role', 'tablist');
  tabs.setAttribute('aria-label', 'Code to copy');
  tabs.className = 'pg-tabs';
  const panels = Object.entries(snippets).map(([title, text], i) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.id = `code-tab-${i}`;
    tab.textContent = title;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `code-panel-${i}`);
    const panel = document.createElement('div');
    panel.className = 'pg-panel';
    panel.id = `code-panel-${i}`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    const copy = document.createElement('button');
    copy.type = 'button';
    copy.className = 'host-button host-button--quiet pg-copy';
    copy.textContent = 'Copy';
    copy.setAttribute('aria-label', `Copy the ${title} code`);
    copy.addEventListener('click', () =>
      navigator.clipboard.writeText(text).then(
        () => (copy.textContent = 'Copied'),
        () => (copy.textContent = 'Select and copy by hand'),
      ),
    );
    const pre = document.createElement('pre');
    pre.dataset.snippet = title;
    pre.tabIndex = 0;
    pre.textContent = text;
    panel.append(copy, pre);
    const select = () => {
      chosen = title;
      for (const t of tabs.children) t.setAttribute('aria-selected', String(t === tab));
      for (const p of container.querySelectorAll('[role="tabpanel"]')) p.hidden = p !== panel;
    };
    tab.addEventListener('click', select);
    tabs.append(tab);
    return { panel, select, title };
  });
  // Arrow keys move between tabs, as the ARIA tabs pattern has it.
  tabs.addEventListener('keydown', (event) => {
    const list = [...tabs.children];
    const at = list.indexOf(document.activeElement);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (at < 0 || !step) return;
    const next = list[(at + step + list.length) % list.length];
    next.focus();
    next.click();
  });
  container.replaceChildren(tabs, ...panels.map((p) => p.panel));
  (panels.find((p) => p.title === chosen) ?? panels[0]).select();
}
