import { COVER_SIZE, coverColours, coverPath, coverStrokes } from '../core/cover-art';

type Props = { id: number; name: string; size: number; className: string };

/**
 * The cover the mock server would generate for a podcast (docs/decisions/0006-generated-png-covers.md), drawn in
 * place while a podcast has no artwork URL yet (or its image failed): its initials as rounded white strokes on a
 * diagonal shade of a colour picked by its id. Inline SVG, so it is sharp at any pixel density and costs no request;
 * the shade is a CSS gradient set through the DOM, which a strict `style-src` allows.
 */
export function GeneratedCover({ id, name, size, className }: Props) {
  const [from, to] = coverColours(id);
  const { segments, radius } = coverStrokes(name);
  return (
    <svg
      className={`${className} ${className}--generated`}
      width={size}
      height={size}
      viewBox={`0 0 ${COVER_SIZE} ${COVER_SIZE}`}
      aria-hidden="true"
      style={{ background: `linear-gradient(to bottom right, rgb(${from.join(', ')}), rgb(${to.join(', ')}))` }}
    >
      <path
        d={coverPath(segments)}
        fill="none"
        stroke="#fff"
        strokeWidth={2 * radius}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
