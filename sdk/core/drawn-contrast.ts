import { AA, contrast, type Rgb } from './contrast';
import { over, type Rgba } from './host-scheme';

const hex = (c: Rgb) => `#${c.map((n) => n.toString(16).padStart(2, '0')).join('')}`;

/**
 * The line for the widget's text that the page shows under 4.5:1 on what it is drawn on (`shown`: the card's fill
 * over the host's, or the host's alone with `frame: 'none'`), the lowest pair only; null when all pass or a colour
 * could not be read. `texts`: the widget's text colours by name, as computed.
 */
export function drawnContrast(texts: Record<string, Rgba | null>, shown: Rgb | null, frame: string): string | null {
  if (!shown) return null;
  let worst: [name: string, colour: Rgb, ratio: number] | null = null;
  for (const [name, text] of Object.entries(texts)) {
    if (!text) continue;
    const colour = over(text, shown);
    const ratio = contrast(colour, shown);
    if (ratio < AA && (!worst || ratio < worst[2])) worst = [name, colour, ratio];
  }
  if (!worst) return null;
  const [name, colour, ratio] = worst;
  const where = frame === 'none' ? "the host page's background (frame: 'none')" : 'its card';
  return (
    `its ${name} ${hex(colour)} on ${where} ${hex(shown)} has a contrast of ${ratio.toFixed(2)}:1, under the 4.5:1 ` +
    'that text needs (WCAG AA); set appearance.colorScheme to the scheme of the page, or colorText and colorBackground.'
  );
}
