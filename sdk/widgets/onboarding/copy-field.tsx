import { useEffect, useRef, useState } from 'react';
import { COPIED_MS } from '../../core/onboarding';
import { useMessages } from '../../ui/i18n';
import { useUniqueId } from '../../ui/use-unique-id';
import messages from './screens.messages.en.json';

/** A read-only value with a Copy button that says "Copied!" for 2000 ms. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useMessages(messages);
  const id = useUniqueId();
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
    <div className="ps-onb-field ps-onb-copy">
      <label htmlFor={id}>{label}</label>
      <div className="ps-onb-copy__row">
        <input ref={field} id={id} readOnly value={value} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="ps-button ps-button--quiet ps-onb-copy__button" onClick={copy}>
          {copied ? t('onboarding.copied') : t('onboarding.copy')}
        </button>
      </div>
      <p className="ps-visually-hidden" aria-live="polite">
        {copied ? t('onboarding.copied') : ''}
      </p>
      {manual ? <p className="ps-muted ps-onb-copy__manual">{t('onboarding.copyManual')}</p> : null}
    </div>
  );
}
