import type { Rgb } from '../../core/contrast';

let pixel: CanvasRenderingContext2D | null | undefined;
/**
 * Any CSS colour the browser knows (names, `hsl()`, `oklch()`), as sRGB: painted on one canvas pixel and read back,
 * which is the browser's own conversion. Null when there is no 2D canvas.
 */
export function readColour(value: string): Rgb | null {
  try {
    pixel ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!pixel) return null;
    pixel.clearRect(0, 0, 1, 1);
    pixel.fillStyle = '#fff';
    pixel.fillStyle = value;
    pixel.fillRect(0, 0, 1, 1);
    const [r, g, b] = pixel.getImageData(0, 0, 1, 1).data;
    return [r, g, b];
  } catch {
    return null;
  }
}
