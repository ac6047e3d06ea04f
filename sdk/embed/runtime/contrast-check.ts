import { parseRgb } from '../../core/contrast';
import { contrastWarnings } from '../../core/contrast-warnings';

let canvas: CanvasRenderingContext2D | null | undefined;
/** The browser reads any CSS colour (names, `hsl()`); a 2D canvas hands it back as `#rrggbb` or `rgba()`. */
const rgbOf = (value: string) => {
  const direct = parseRgb(value);
  if (direct) return direct;
  try {
    canvas ??= document.createElement('canvas').getContext('2d');
    if (!canvas) return null;
    canvas.fillStyle = '#000';
    canvas.fillStyle = value;
    return parseRgb(String(canvas.fillStyle));
  } catch {
    return null;
  }
};

/** The contrast warnings for a host's colour tokens (sdk/core/contrast-warnings.ts), colours read by the browser. */
export const checkContrast = (colours: Record<string, string>, scheme: string | undefined) =>
  contrastWarnings(colours, scheme, rgbOf);
