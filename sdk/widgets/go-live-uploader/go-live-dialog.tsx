import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { useMessages } from '../../ui/i18n';
import ui from '../../ui/messages.en.json';
import { GoLiveSteps } from './go-live-steps';
import messages from './messages.en.json';

type Props = {
  /** The podspot whose go-live steps are shown; the modal is closed while null. */
  podspotId: number | null;
  /** Closing: the steps' state is dropped (docs/behaviour/earn.md#go-live-steps), so the page reloads what changed. */
  onClose(): void;
};

/**
 * The large go-live instructions modal around GoLiveSteps: the widget's attention list and the console's pages open
 * this one. Escape, the backdrop, × and Close are all refused while a file uploads
 * (docs/behaviour/earn.md#go-live-modal).
 */
export function GoLiveDialog({ podspotId, onClose }: Props) {
  const t = useMessages(messages);
  const tUi = useMessages(ui);
  const [uploading, setUploading] = useState(false);
  const close = () => {
    if (uploading) return;
    onClose();
  };
  return (
    <Dialog
      open={podspotId !== null}
      title={t('golive.title')}
      size="lg"
      dismissible={!uploading}
      onClose={close}
      footer={
        <button type="button" className="ps-button ps-button--quiet" disabled={uploading} onClick={close}>
          {tUi('ui.close')}
        </button>
      }
    >
      {podspotId !== null ? (
        <GoLiveSteps key={podspotId} podspotId={podspotId} onUploadingChange={setUploading} />
      ) : null}
    </Dialog>
  );
}
