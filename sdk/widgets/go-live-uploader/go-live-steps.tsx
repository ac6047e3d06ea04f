import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '../../stores/use-store';
import type { ApiError } from '../../api/errors';
import { SMART_FEED_INSTRUCTION_FILE, smartFeedInstructionPath, type EarnPodspot } from '../../api/podspots';
import { isGoLiveDone } from '../../core/go-live';
import { createGoLiveStore } from '../../stores/go-live-store';
import { downloadErrorMessage, downloadFile } from '../../ui/download';
import { ErrorView } from '../../ui/status-view';
import { useMessages } from '../../ui/i18n';
import { StepsSkeleton } from './steps-skeleton';
import { useLatest } from '../../ui/use-latest';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { IntegrateStep } from './integrate-step';
import { Parties } from './parties';
import { StepSection } from './step-section';
import { UploadStep } from './upload-step';
import messages from './messages.en.json';

export type GoLiveStepsProps = {
  /** The podspot to take live (an id from `GET /earn/podspots`). A new id starts a fresh flow. */
  podspotId: number;
  /** Called with `true` when an upload starts and `false` when it ends: a surrounding modal blocks closing meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Called when an upload or an integration made in this flow completes both steps, with the podspot as it now is. */
  onDone?: (podspot: EarnPodspot) => void;
  /** Called once the podspot has loaded and the steps are shown. */
  onReady?: () => void;
};

/**
 * The go-live flow of one podspot: advertiser and publisher side by side, Step 1 'Upload Podspot' and Step 2
 * 'Integrate smart feed'. Its state comes from the server on open; closing (unmounting) drops it and cancels an upload.
 */
export function GoLiveSteps({ podspotId, onUploadingChange, onDone, onReady }: GoLiveStepsProps) {
  const { client, emit, widget } = useWidgetEnvironment();
  const t = useMessages(messages);
  const store = useMemo(() => createGoLiveStore(client, podspotId), [client, podspotId]);
  const state = useStore(store);
  const { status, error, podspot, steps, upload } = state;
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const callbacks = useLatest({ onUploadingChange, onDone, onReady });

  useEffect(() => {
    setDownload({ busy: false, error: null });
    store.getState().load();
    return () => store.getState().dispose();
  }, [store]);
  const ready = status === 'ready';
  useEffect(() => {
    if (ready) callbacks.current.onReady?.();
  }, [ready, store, callbacks]);
  const uploading = upload.status === 'uploading';
  const uploaded = upload.status === 'uploaded';
  const wasUploading = useRef(false);
  const stepsList = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (wasUploading.current === uploading) return;
    wasUploading.current = uploading;
    callbacks.current.onUploadingChange?.(uploading);
    if (!uploading) focusAfterUpload(stepsList.current, uploaded);
  }, [uploading, uploaded, callbacks]);
  useEffect(
    () => () => {
      if (wasUploading.current) callbacks.current.onUploadingChange?.(false); // unmounted mid-upload: the upload is canceled
    },
    [callbacks],
  );

  const report = (failure: ApiError) => {
    if (failure.status === 401) emit('auth_error', { widget, message: failure.message, reason: 'auth' });
    else emit('error', { widget, message: failure.message, status: failure.status });
  };
  const finish = (next: EarnPodspot) => {
    if (isGoLiveDone(store.getState().steps)) callbacks.current.onDone?.(next);
  };
  const send = async (choose: (file: File) => Promise<EarnPodspot | null>, file: File) => {
    const next = await choose(file);
    if (!next) return;
    emit('podspot_uploaded', { podspotId });
    finish(next);
  };
  const integrate = async () => {
    const feed = await store.getState().integrate();
    const { podspot: next, integration } = store.getState();
    if (!feed || !next) {
      if (integration.error) report(integration.error);
      return;
    }
    emit('smart_feed_integrated', { podcastId: next.publisher_podcast_id });
    finish(next);
  };
  const downloadInstructions = async () => {
    if (!podspot || download.busy) return;
    setDownload({ busy: true, error: null });
    try {
      const fileName = await downloadFile(
        client,
        smartFeedInstructionPath(podspot.publisher_podcast_id),
        undefined,
        SMART_FEED_INSTRUCTION_FILE,
      );
      setDownload({ busy: false, error: null });
      emit('export_downloaded', { fileName });
    } catch (failure) {
      // The status and text (docs/behaviour/frame.md#downloads).
      setDownload({ busy: false, error: downloadErrorMessage(failure) });
      report(failure as ApiError);
    }
  };

  if (status === 'error' && error) return <ErrorView error={error} onRetry={() => store.getState().load()} />;
  if (!podspot) return <StepsSkeleton />;
  const done = isGoLiveDone(steps);
  return (
    <div className="ps-golive">
      <Parties podspot={podspot} />
      <ol className="ps-golive-steps" ref={stepsList}>
        <StepSection
          number={1}
          title={t('golive.step.upload')}
          complete={steps.upload.complete}
          expanded={steps.upload.expanded}
          onToggle={() => state.toggle('upload')}
        >
          <UploadStep
            podspot={podspot}
            upload={upload}
            complete={steps.upload.complete}
            onPick={(file) => send(store.getState().pick, file)}
            onDrop={(file) => send(store.getState().drop, file)}
          />
        </StepSection>
        <StepSection
          number={2}
          title={t('golive.step.integrate')}
          complete={steps.integrate.complete}
          expanded={steps.integrate.expanded}
          onToggle={() => state.toggle('integrate')}
        >
          <IntegrateStep
            feed={state.feed}
            integration={state.integration}
            complete={steps.integrate.complete}
            downloading={download.busy}
            downloadError={download.error}
            onRetryFeed={() => store.getState().loadFeed()}
            onIntegrate={integrate}
            onDownload={downloadInstructions}
          />
        </StepSection>
      </ol>
      {/* The region is there before its message, so the message is heard when the last step completes (WCAG 4.1.3). */}
      <div className="ps-golive-status" role="status">
        {done ? (
          <div className="ps-golive-done">
            <p className="ps-golive-done__title">
              {t(podspot.aasm_state === 'approved' ? 'golive.approved' : 'golive.done')}
            </p>
            {podspot.aasm_state === 'approved' ? null : <p className="ps-muted">{t('golive.done.note')}</p>}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The focused file input gives way to the progress bar while a file uploads, so focus falls to the page. Afterwards
 * put it where the keyboard user goes next: Step 2's header after a success, the file input again after a failure.
 */
function focusAfterUpload(list: HTMLOListElement | null, succeeded: boolean) {
  if (!list) return;
  const active = (list.getRootNode() as Document | ShadowRoot).activeElement;
  if (active && active !== list.ownerDocument.body) return; // focus is somewhere already: leave it
  const target = succeeded
    ? list.querySelectorAll<HTMLElement>('.ps-golive-step__toggle')[1]
    : list.querySelector<HTMLElement>('input[type="file"]');
  target?.focus();
}
