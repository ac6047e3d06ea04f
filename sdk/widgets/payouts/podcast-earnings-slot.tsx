import { useMessages } from '../../ui/i18n';
import { Bar, Skeleton } from '../../ui/skeleton';
import { LazyPodcastEarnings } from './lazy-parts';
import messages from './messages.en.json';

/**
 * "Earnings by podcast" from its own chunk (the last card: neither the widget's first paint nor the console's route
 * waits for it), with a placeholder of its head's size meanwhile.
 */
export function PodcastEarningsSlot() {
  const t = useMessages(messages);
  return (
    <LazyPodcastEarnings
      fallback={
        <Skeleton label={t('payouts.podcasts.loading')} className="ps-card ps-payouts__card">
          <p className="ps-payouts__heading">{t('payouts.podcasts.title')}</p>
          <p className="ps-payouts__total">
            <Bar kind="figure" />
          </p>
        </Skeleton>
      }
    />
  );
}
