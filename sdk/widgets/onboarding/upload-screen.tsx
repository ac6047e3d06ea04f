import { useEffect, useId, useRef, useState } from 'react';
import type { ApiError } from '@sdk/api/errors';
import { getOnboardingCampaign, ONBOARDING_INSTRUCTION, uploadOnboardingPodspot } from '@sdk/api/onboarding';
import { CHOOSE_MP3, isMp3Type, UPLOAD_FAILED } from '@sdk/core/onboarding';
import { downloadErrorMessage, downloadFile } from '@sdk/ui/download';
import { preloadSafeHtml, SafeHtml } from '@sdk/ui/safe-html';
import { useWidgetEnvironment } from '@sdk/ui/widget-context';
import { ActionBar, Loaded, onSubmit, useLoad, useStep, type ScreenProps } from './screen-kit';

// The server's own 400 for the file says what to fix (too large, not an MP3); any other failure gets the documented
// text (docs/behaviour/onboarding.md#upload-first-podspot).
const describeUploadFailure = (error: ApiError) => (error.status === 400 && error.detail.file) || UPLOAD_FAILED;

/** The campaign's script (sanitised HTML) and its instructions PDF. */
function CampaignBrief() {
  const { client } = useWidgetEnvironment();
  const campaign = useLoad(getOnboardingCampaign);
  // The sanitiser's chunk loads while the script is fetched, not after it.
  useEffect(() => void preloadSafeHtml(), []);
  const titleId = useId();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadFile(client, ONBOARDING_INSTRUCTION.url, undefined, ONBOARDING_INSTRUCTION.fileName);
    } catch (error) {
      setDownloadError(downloadErrorMessage(error)); // status and text: docs/behaviour/frame.md#downloads
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Loaded load={campaign} label="Loading the script">
      {(c) => (
        <section className="ps-card onb-panel" aria-labelledby={titleId}>
          <h2 className="onb-panel__title" id={titleId}>
            Script for {c.advertiser_name}
          </h2>
          <SafeHtml html={c.script} className="onb-script" />
          <button
            type="button"
            className="ps-button ps-button--quiet"
            onClick={download}
            disabled={downloading}
            aria-busy={downloading || undefined}
          >
            Download instructions (PDF)
          </button>
          {downloadError ? (
            <p className="form-error" role="alert">
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
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // The file's own problem blocks Next until another file is chosen; a failed upload may simply be tried again.
  const [fileError, setFileError] = useState<string | null>(null);
  const step = useStep(onAdvance);

  const choose = (chosen: File | null) => {
    if (chosen && !isMp3Type(chosen.type)) {
      // The wrong file is not kept: the chooser is cleared with the message.
      if (input.current) input.current.value = '';
      setFile(null);
      step.setError(null);
      return setFileError(CHOOSE_MP3);
    }
    setFile(chosen);
    setFileError(null);
    step.setError(null);
  };

  const next = () => {
    if (fileError) return; // Next is blocked while an error is set
    if (!file) return setFileError(CHOOSE_MP3);
    void step.run((client) => uploadOnboardingPodspot(client, file), describeUploadFailure);
  };

  return (
    <form className="onb-form" onSubmit={onSubmit(next)} noValidate>
      <p className="onb-lead">
        Record the script below in your own words and voice (30 to 60 seconds), export it as an MP3 file and upload it
        here.
      </p>
      <CampaignBrief />
      <div className="ps-card onb-panel field onb-file">
        <label htmlFor={inputId}>Your Podspot (MP3)</label>
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
        <p className="ps-muted onb-file__help" id={`${inputId}-help`}>
          Choose an MP3 file.
        </p>
        {step.busy ? (
          <p className="onb-file__status" role="status">
            Uploading {file?.name}…
          </p>
        ) : null}
      </div>
      <ActionBar state={state} busy={step.busy} disabled={Boolean(fileError)} error={fileError ?? step.error} />
    </form>
  );
}
