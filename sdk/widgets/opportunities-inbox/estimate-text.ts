import { offerEstimate } from '../../core/estimates';
import { formatWholeMoney } from '../../core/format';
import type { MessageValues } from '../../core/message-render';

/** The inbox's translate function (useMessages of its messages.en.json), for the two keys an estimate reads. */
type Translate = (key: 'inbox.notYet' | 'inbox.perMonth', values?: MessageValues) => string;

/**
 * An opportunity's monthly estimate as the inbox writes it, or "Not yet available" while its podcast has no download
 * figure (a podcast a platform created without one): docs/behaviour/earn.md#estimated-monthly-earning.
 */
export function estimateText(o: { estimated_dls_per_ep: number; cpm: number }, locale: string, t: Translate): string {
  const amount = offerEstimate(o.estimated_dls_per_ep, o.cpm);
  return amount === null ? t('inbox.notYet') : t('inbox.perMonth', { amount: formatWholeMoney(amount, locale) });
}
