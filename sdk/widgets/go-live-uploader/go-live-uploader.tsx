import { useRef, useState } from 'react';
import { useUniqueId } from '../../ui/use-unique-id';
import type { EarnPodspot } from '../../api/podspots';
import type { GoLiveUploaderProps } from './props';
import { useMessages } from '../../ui/i18n';
import { useInstanceChanges } from '../../ui/use-instance-changes';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { AttentionList } from './attention-list';
import { LazyGoLiveDialog, LazyGoLiveSteps, prefetchGoLiveDialog } from './lazy-go-live';
import messages from './messages.en.json';
import { StepsSkeleton } from './steps-skeleton';
import { whenIdle } from '../../ui/lazy-part';

/**
 * The go-live uploader: with `podspotId`, that podspot's go-live steps in a card; without, the podspots that
 * require attention, each row's Upload / Integrate button opening the steps in a large dialog.
 */
export function GoLiveUploader({ podspotId }: GoLiveUploaderProps) {
  const { emit } = useWidgetEnvironment();
  const t = useMessages(messages);
  const titleId = useUniqueId();
  const readyOnce = useRef(false);
  const ready = () => {
    if (readyOnce.current) return;
    readyOnce.current = true;
    emit('ready', { widget: 'go-live-uploader' });
  };
  const [open, setOpen] = useState<EarnPodspot | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  // An accept elsewhere adds a draft to the list; another uploader's upload or integration moves one along.
  useInstanceChanges(
    ['opportunity_accepted', 'podspot_uploaded', 'smart_feed_integrated', 'onboarding_completed'],
    () => {
      if (podspotId === undefined) setReloadKey((k) => k + 1);
    },
  );

  if (podspotId !== undefined) {
    return (
      <section className="ps-card ps-golive-card" aria-labelledby={titleId}>
        <h2 className="ps-golive-card__title ps-widget-title" id={titleId}>
          {t('golive.title')}
        </h2>
        <LazyGoLiveSteps key={podspotId} podspotId={podspotId} onReady={ready} fallback={<StepsSkeleton />} />
      </section>
    );
  }

  return (
    <section className="ps-card ps-golive-card" aria-labelledby={titleId}>
      <h2 className="ps-golive-card__title ps-widget-title" id={titleId}>
        {t('golive.attention')}
      </h2>
      <div className="ps-golive-list">
        <AttentionList
          onOpen={setOpen}
          reloadKey={reloadKey}
          onReady={() => {
            ready();
            whenIdle(prefetchGoLiveDialog); // the modal's code, once the list is on screen
          }}
        />
      </div>
      <LazyGoLiveDialog
        podspotId={open?.id ?? null}
        onClose={() => {
          setOpen(null);
          setReloadKey((k) => k + 1);
        }}
      />
    </section>
  );
}
