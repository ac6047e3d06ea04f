import type { InputHTMLAttributes } from 'react';
import { isValidDownloads, MAX_DOWNLOADS } from '../../core/onboarding';
import { useMessages } from '../../ui/i18n';
import { useUniqueId } from '../../ui/use-unique-id';
import messages from './screens.messages.en.json';

type Hint = { id: string; text: string } | null;

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string };

/** A labelled input of an onboarding screen. */
export function TextField({ label, ...input }: Props) {
  const id = useUniqueId();
  return (
    <div className="ps-onb-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

/**
 * The inline error line under a form (docs/behaviour/frame.md#inline-errors-and-server-messages); `hint`, what to
 * enter instead, on its own line in the same alert.
 */
export function FormError({ message, hint }: { message: string | null; hint?: Hint }) {
  return message ? (
    <p className="ps-onb-error" role="alert">
      {message}
      {hint ? (
        <>
          {' '}
          <span id={hint.id} className="ps-onb-error__hint">
            {hint.text}
          </span>
        </>
      ) : null}
    </p>
  ) : null;
}

/**
 * What a refused downloads figure should be (WCAG 3.3.3; docs/behaviour/onboarding.md#validation): the spec's error
 * says only that it is not valid. Said with the error, and the field's description while it shows.
 */
export function useDownloadsHint(error: string | null, value: string): Hint {
  const t = useMessages(messages);
  const id = useUniqueId();
  return error && !isValidDownloads(value) ? { id, text: t('onboarding.downloadsHint', { max: MAX_DOWNLOADS }) } : null;
}
