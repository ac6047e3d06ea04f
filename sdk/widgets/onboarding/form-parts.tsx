import type { InputHTMLAttributes } from 'react';
import { useUniqueId } from '../../ui/use-unique-id';

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

/** The inline error line under a form (docs/behaviour/frame.md#inline-errors-and-server-messages). */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="ps-onb-error" role="alert">
      {message}
    </p>
  ) : null;
}
