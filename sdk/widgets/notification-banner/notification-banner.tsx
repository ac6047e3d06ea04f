import { useEffect, useRef, useState } from 'react';
import { warnOnce } from '../../core/diagnostics';
import { notificationCounts, type NotificationItem } from '../../core/notification-items';
import { createRequiredActionsStore } from '../../stores/required-actions-store';
import { useStore } from '../../stores/use-store';
import { useMessages } from '../../ui/i18n';
import { ErrorView } from '../../ui/status-view';
import { useInstanceChanges } from '../../ui/use-instance-changes';
import { useRequestEffect } from '../../ui/use-request-effect';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { BannerItem } from './banner-item';
import { SummaryLine, SummaryPlaceholder } from './banner-summary';
import type { OpenFlow } from './flows';
import { useFlows } from './use-flows';
import messages from './messages.en.json';
import type { NotificationBannerProps, NotificationCounts } from './props';

/** What the instance's other widgets change that the banner counts: it asks again at once. */
const SETTLING = [
  'opportunity_accepted',
  'opportunity_rejected',
  'podspot_uploaded',
  'smart_feed_integrated',
  'payout_account_changed',
  'onboarding_completed',
] as const;

/**
 * What the publisher must do, from `GET /publisher/actions` (docs/behaviour/sdk-widgets.md#notification-banner): one
 * line per kind with its count, nearest deadline and action. As a `list`, nothing is drawn while loading or when
 * nothing is due, so the banner takes no room then; as a `summary`, one line of fixed height in every state.
 */
export function NotificationBanner({ variant, onAction, onNotificationsChange }: NotificationBannerProps) {
  const { client, emit } = useWidgetEnvironment();
  const t = useMessages(messages);
  const [store] = useState(() => createRequiredActionsStore(client));
  const { status, items, error, load } = useStore(store);
  const [open, setOpen] = useState<OpenFlow>(null);
  const reported = useRef<NotificationCounts | null>(null);

  useRequestEffect(() => void load(), [load]);
  useInstanceChanges(SETTLING, () => void store.getState().load());
  const ready = status === 'ready';
  useEffect(() => {
    if (ready) emit('ready', { widget: 'notification-banner' });
  }, [ready, emit]);
  useEffect(() => {
    if (!ready) return;
    const counts = notificationCounts(items);
    const last = reported.current;
    if (last?.total === counts.total && last.actionRequired === counts.actionRequired) return;
    reported.current = counts;
    onNotificationsChange?.(counts);
  }, [ready, items, onNotificationsChange]);
  const close = () => setOpen(null);
  const Flows = useFlows(
    items.some((item) => item.flow !== 'host'),
    open,
    close,
  );

  const act = (item: NotificationItem) => {
    // Inside the embed layer the callback answers false when no host took the action (no onAction, no listener's
    // preventDefault() on podspot:action: sdk/embed/runtime/callback-events.ts); outside it, passing it takes it.
    if (onAction && (onAction({ kind: item.kind, id: item.id }) as unknown) !== false) return;
    if (item.flow === 'payout-account') setOpen({ flow: item.flow, id: null });
    else if (item.flow !== 'host' && item.id !== null) setOpen({ flow: item.flow, id: item.id });
    else
      warnOnce(
        `notification-banner: nothing opens "${item.kind}" in the banner; route it with onAction (or preventDefault() on podspot:action).`,
        'notification-banner',
      );
  };
  const settled = () => void store.getState().load();

  if (status === 'error' && error) return <ErrorView error={error} onRetry={settled} />;
  const summary = variant === 'summary';
  if (summary && !ready) return <SummaryPlaceholder />;
  const lines = items.length ? (
    <ul className="ps-banner__items">
      {items.map((item) => (
        <BannerItem key={item.kind} item={item} onAct={() => act(item)} />
      ))}
    </ul>
  ) : null;
  const total = notificationCounts(items).total;
  return (
    <>
      {summary || lines ? (
        <section className="ps-banner" data-due={total > 0} aria-labelledby="ps-banner-title">
          {summary ? (
            <SummaryLine total={total}>{lines}</SummaryLine>
          ) : (
            <h2 className="ps-banner__title ps-widget-title" id="ps-banner-title">
              {t('banner.title')}
            </h2>
          )}
          {summary ? null : lines}
        </section>
      ) : null}
      {Flows ? <Flows open={open} onClose={close} onSettled={settled} /> : null}
    </>
  );
}
