import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { getOnboardingCampaign, ONBOARDING_INSTRUCTION, uploadOnboardingPodspot } from '../../api/onboarding';
import { isMp3Type } from '../../core/onboarding';
import { downloadErrorMessage, downloadFile } from '../../ui/download';
import { useDownloadMessage, useMessages } from '../../ui/i18n';
import { preloadSafeHtml, SafeHtml } from '../../ui/safe-html';
import { useUniqueId } from '../../ui/use-unique-id';
import { useWidgetEnvironment } from '../../ui/widget-context';
import messages from './screens.messages.en.json';
import { ActionBar, Loaded, onSubmit, useLoad, useStep, type ScreenProps } from './screen-kit';

/** The campaign's script (sanitised HTML) and its instructions PDF. */
function CampaignBrief() {
  const { client } = useWidgetEnvironment();
  const t = useMessages(messages);
  const downloadMessage = useDownloadMessage();
  const campaign = useLoad(getOnboardingCampaign);
  // The sanitiser's chunk loads while the script is fetched, not after it.
  useEffect(() => void preloadSafeHtml(), []);
  const titleId = useUniqueId();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadFile(client, ONBOARDING_INSTRUCTION.url, undefined, ONBOARDING_INSTRUCTION.fileName);
    } catch (error) {
      setDownloadError(downloadMessage(downloadErrorMessage(error))); // docs/behaviour/frame.md#downloads
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Loaded load={campaign} label={t('onboarding.upload.loading')}>
      {(c) => (
        <section className="ps-card ps-onb-panel" aria-labelledby={titleId}>
          <h2 className="ps-onb-panel__title" id={titleId}>
            {t('onboarding.upload.script', { advertiser: c.advertiser_name })}
          </h2>
          <SafeHtml html={c.script} className="ps-onb-script" />
          <button
            type="button"
            className="ps-button ps-button--quiet"
            onClick={download}
            disabled={downloading}
            aria-busy={downloading || undefined}
          >
            {t('onboarding.upload.pdf')}
          </button>
          {downloadError ? (
            <p className="ps-onb-error" role="alert">
              {downloadError}
            </p>
          ) : null}
        </section>
      )}
    </Loaded>
  );
}

/** onboarding_upload_first_podspot: record the script, choose the MP3, Next uploads it. */
export function UploadScreen({ state, onAdvance }: ScreenProps) {
  const t = useMessages(messages);
  const inputId = useUniqueId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // The file's own problem blocks Next until another file is chosen; a failed upload may simply be tried again.
  const [fileError, setFileError] = useState<string | null>(null);
  const step = useStep(onAdvance);
  // The server's own 400 for the file says what to fix (too large, not an MP3); any other failure gets the documented
  // text (docs/behaviour/onboarding.md#upload-first-podspot).
  const describeUploadFailure = (error: ApiError) =>
    (error.status === 400 && error.detail.file) || t('onboarding.upload.failed');

  const choose = (chosen: File | null) => {
    if (chosen && !isMp3Type(chosen.type)) {
      // The wrong file is not kept: the chooser is cleared with the message.
      if (input.current) input.current.value = '';
      setFile(null);
      step.setError(null);
      return setFileError(t('onboarding.upload.chooseMp3'));
    }
    setFile(chosen);
    setFileError(null);
    step.setError(null);
  };

  const next = () => {
    if (fileError) return; // Next is blocked while an error is set
    if (!file) return setFileError(t('onboarding.upload.chooseMp3'));
    void step.run((client) => uploadOnboardingPodspot(client, file), describeUploadFailure);
  };

  return (
    <form className="ps-onb-form" onSubmit={onSubmit(next)} noValidate>
      <p className="ps-onb-lead">{t('onboarding.upload.lead')}</p>
      <CampaignBrief />
      <div className="ps-card ps-onb-panel ps-onb-field ps-onb-file">
        <label htmlFor={inputId}>{t('onboarding.upload.file')}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="file"
          accept="audio/mpeg,audio/mp3,.mp3"
          disabled={step.busy}
          aria-describedby={`${inputId}-help`}
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
        />
        <p className="ps-muted ps-onb-file__help" id={`${inputId}-help`}>
          {t('onboarding.upload.help')}
        </p>
        {step.busy ? (
          <p className="ps-onb-file__status" role="status">
            {t('onboarding.upload.busy', { file: file?.name ?? '' })}
          </p>
        ) : null}
      </div>
      <ActionBar state={state} busy={step.busy} disabled={Boolean(fileError)} error={fileError ?? step.error} />
    </form>
  );
}
