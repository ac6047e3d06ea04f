import { isValidDownloads, MAX_DOWNLOADS } from '../../core/onboarding';
import { useMessages } from '../../ui/i18n';
import { useUniqueId } from '../../ui/use-unique-id';
import type { Hint } from './form-parts';
import messages from './screens.messages.en.json';

/**
 * What a refused downloads figure should be (WCAG 3.3.3; docs/behaviour/onboarding.md#validation): the spec's error
 * says only that it is not valid. Said with the error, and the field's description while it shows. Apart from
 * form-parts.tsx, which the widget's frame imports: the screens' texts load with the screens.
 */
export function useDownloadsHint(error: string | null, value: string): Hint {
  const t = useMessages(messages);
  const id = useUniqueId();
  return error && !isValidDownloads(value) ? { id, text: t('onboarding.downloadsHint', { max: MAX_DOWNLOADS }) } : null;
}
