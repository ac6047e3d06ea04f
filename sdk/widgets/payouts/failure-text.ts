import { FALLBACK_MESSAGE, NETWORK_MESSAGE, type ApiError } from '../../api/errors';
import api from '../../api/messages.en.json';
import { useMessages } from '../../ui/i18n';

/**
 * What a payout dialog's failed call says to the user: the payout provider's reason (detail.stripe_account) or the
 * ledger's (detail.withdraw_error), as the API wrote it; the SDK's own texts in the widget's language
 * (docs/behaviour/billing.md#errors).
 */
export function useFailureText() {
  const tApi = useMessages(api);
  return (error: ApiError) =>
    error.detail.stripe_account ||
    error.detail.withdraw_error ||
    (error.status === 0 || error.message === NETWORK_MESSAGE
      ? tApi('api.network')
      : error.message === FALLBACK_MESSAGE
        ? tApi('api.fallback')
        : error.message);
}
