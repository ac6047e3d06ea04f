import { useMessages } from '../../ui/i18n';
import { Bar, Skeleton } from '../../ui/skeleton';
import { LazyPodcastEarnings } from './lazy-parts';
import messages from './messages.en.json';
import { PodcastRowsSkeleton } from './podcast-rows-skeleton';

/**
 * "Earnings by podcast" from its own chunk (the last card: neither the widget's first paint nor the console's route
 * waits for it), with its placeholder meanwhile: a box of fixed height, the podcasts scrolling inside it, so its
 * height does not depend on how many podcasts there are (sdk/README.md#layout).
 */
export function PodcastEarningsSlot() {
  const t = useMessages(messages);
  return (
    <LazyPodcastEarnings
      fallback={
        <Skeleton label={t('payouts.podcasts.loading')} className="ps-card ps-payouts__card ps-payouts__box">
          <p className="ps-payouts__heading">{t('payouts.podcasts.title')}</p>
          <p className="ps-payouts__filters">
            <Bar kind="button" />
            <Bar kind="button" />
            <Bar kind="button" />
          </p>
          <PodcastRowsSkeleton />
        </Skeleton>
      }
    />
  );
}
