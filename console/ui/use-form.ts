import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApiError } from '@sdk/api/errors';
import { validate, type Rules } from '../lib/validation';

/**
 * The state every console form shares: values, the first failing rule per field, the inline
 * error line (`failure`) and `submitting`, which disables the button until the call settles.
 */
export function useForm<F extends string>(
  initial: Record<F, string>,
  rulesFor: (values: Record<F, string>) => Rules<F>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** Text inputs keep their text; checkboxes are 'accepted' or ''. */
  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const value = input.type === 'checkbox' ? (input.checked ? 'accepted' : '') : input.value;
      setValues((all) => ({ ...all, [name]: value }));
    },
  });

  /**
   * Validates, then runs `action`. A failed call shows `messageOf(error)`: by default the error's message, which the
   * client made the first `detail` value or "Something went wrong. Please try again later."
   * (docs/behaviour/frame.md#inline-errors-and-server-messages).
   */
  const submit =
    (action: (values: Record<F, string>) => Promise<void>, messageOf: (error: ApiError) => string = (e) => e.message) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (submitting) return;
      const found = validate(values, rulesFor(values));
      setErrors(found);
      if (Object.keys(found).length) return;
      setSubmitting(true);
      setFailure(null);
      try {
        await action(values);
      } catch (error) {
        setFailure(messageOf(error as ApiError));
      } finally {
        setSubmitting(false);
      }
    };

  return { values, errors, failure, submitting, field, submit };
}
