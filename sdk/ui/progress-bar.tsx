import { useRef } from 'react';
import { useOwnStyles } from './own-styles';
import css from './upload-progress.css?raw';

/** A determinate progress bar with its label and percentage. */
export function ProgressBar({ value, label }: { /** Fraction done, 0 to 1. */ value: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, css);
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div ref={ref} className="ps-progress">
      <div className="ps-progress__row" aria-hidden="true">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      {/* Heard at each quarter, not at every percent: the bar itself is read only when reached (WCAG 4.1.3). */}
      <p className="ps-visually-hidden" role="status">
        {`${label} ${Math.floor(percent / 25) * 25}%`}
      </p>
      <div
        className="ps-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="ps-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
