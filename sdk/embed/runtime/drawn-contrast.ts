import { warnOnce } from '../../core/diagnostics';
import { drawnContrast } from '../../core/drawn-contrast';
import { parseComputed, shownBackground } from '../../core/host-scheme';
import { fillsFrom } from './host-scheme';

/**
 * Warns once when the widget's text, as drawn, falls under 4.5:1 on what is behind it (sdk/core/drawn-contrast.ts):
 * colours the host forced, or `frame: 'none'` on a page whose background is not the scheme's. A probe reads the
 * secondary text's colour and is gone before the next paint.
 */
export function checkDrawnContrast(widget: string, root: HTMLElement): void {
  const card = root.querySelector('.ps-card');
  if (!card) return;
  const probe = document.createElement('span');
  probe.style.color = 'var(--ps-muted)';
  root.append(probe);
  const secondary = getComputedStyle(probe).color;
  probe.remove();
  const texts = { text: parseComputed(getComputedStyle(root).color), 'secondary text': parseComputed(secondary) };
  const line = drawnContrast(texts, shownBackground(fillsFrom(card)), root.dataset.frame ?? 'card');
  if (line) warnOnce(`${widget}: ${line}`, 'low-contrast');
}
