import type { InputHTMLAttributes } from 'react';
import { useUniqueId } from '../../ui/use-unique-id';

/** What to enter instead, said after an error (./downloads-hint.ts). */
export type Hint = { id: string; text: string } | null;

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
