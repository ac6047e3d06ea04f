import { useId, useRef, useState } from 'react';
import type { EarnPodspot } from '../../api/podspots';
import type { GoLiveUploaderProps } from './props';
import { Dialog } from '../../ui/dialog';
import { useInstanceChanges } from '../../ui/use-instance-changes';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { AttentionList } from './attention-list';
import { GoLiveSteps } from './go-live-steps';

export { GoLiveSteps, type GoLiveStepsProps } from './go-live-steps';

/**
 * The go-live uploader: with `podspotId`, that podspot's go-live steps in a card; without, the podspots that
 * require attention, each row's Upload / Integrate button opening the steps in a large dialog.
 */
export function GoLiveUploader({ podspotId }: GoLiveUploaderProps) {
  const { emit } = useWidgetEnvironment();
  const titleId = useId();
  const readyOnce = useRef(false);
  const ready = () => {
    if (readyOnce.current) return;
    readyOnce.current = true;
    emit('ready', { widget: 'go-live-uploader' });
  };
  const [open, setOpen] = useState<EarnPodspot | null>(null);
  const [uploading, setUploading] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  // An accept elsewhere adds a draft to the list; another uploader's upload or integration moves one along.
  useInstanceChanges(['opportunity_accepted', 'podspot_uploaded', 'smart_feed_integrated'], () => {
    if (podspotId === undefined) setReloadKey((k) => k + 1);
  });

  if (podspotId !== undefined) {
    return (
      <section className="ps-card ps-golive-card" aria-labelledby={titleId}>
        <h2 className="ps-golive-card__title" id={titleId}>
          Go-live instructions
        </h2>
        <GoLiveSteps key={podspotId} podspotId={podspotId} onReady={ready} />
      </section>
    );
  }

  const close = () => {
    if (uploading) return; // closing is blocked during upload (docs/behaviour/earn.md#go-live-steps)
    setOpen(null);
    setReloadKey((k) => k + 1);
  };
  return (
    <section className="ps-card ps-golive-card" aria-labelledby={titleId}>
      <h2 className="ps-golive-card__title" id={titleId}>
        Requires attention
      </h2>
      <div className="ps-golive-list">
        <AttentionList onOpen={setOpen} reloadKey={reloadKey} onReady={ready} />
      </div>
      <Dialog
        open={open !== null}
        title="Go-live instructions"
        size="lg"
        dismissible={!uploading}
        onClose={close}
        footer={
          <button type="button" className="ps-button ps-button--quiet" disabled={uploading} onClick={close}>
            Close
          </button>
        }
      >
        {open ? <GoLiveSteps key={open.id} podspotId={open.id} onUploadingChange={setUploading} /> : null}
      </Dialog>
    </section>
  );
}
