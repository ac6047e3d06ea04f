import { useEffect, useId, useRef, useState } from 'react';
import { COPIED_MS } from '@sdk/core/onboarding';

/** A read-only value with a Copy button that says "Copied!" for 2000 ms. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setManual(false);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // No clipboard access (permissions, an insecure origin): select the text for the reader to copy.
      field.current?.select();
      setManual(true);
    }
  };

  return (
    <div className="field onb-copy">
      <label htmlFor={id}>{label}</label>
      <div className="onb-copy__row">
        <input ref={field} id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="ps-button ps-button--quiet onb-copy__button" onClick={copy}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <p className="ps-visually-hidden" aria-live="polite">
        {copied ? 'Copied!' : ''}
      </p>
      {manual ? (
        <p className="ps-muted onb-copy__manual">Press Ctrl+C (⌘C on a Mac) to copy the selected text.</p>
      ) : null}
    </div>
  );
}
