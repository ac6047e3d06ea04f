import { useUniqueId } from '../../ui/use-unique-id';
import type { EarnPodspot } from '../../api/podspots';
import { MP3_TYPES } from '../../core/go-live';
import type { GoLiveState } from '../../stores/go-live-store';
import { FileDrop } from '../../ui/file-drop';
import { useMessages } from '../../ui/i18n';
import { ProgressBar } from '../../ui/progress-bar';
import { useFailureText } from './failure-text';
import messages from './messages.en.json';

type Props = {
  podspot: EarnPodspot;
  upload: GoLiveState['upload'];
  complete: boolean;
  onPick(file: File): void;
  onDrop(file: File): void;
};

/** Step 1: the MP3, by picker (checked) or by drop (not checked), with the real upload progress. */
export function UploadStep({ podspot, upload, complete, onPick, onDrop }: Props) {
  const t = useMessages(messages);
  const failureText = useFailureText();
  const errorId = useUniqueId();
  const uploading = upload.status === 'uploading';
  // Only a draft takes a (new) file; once pending or approved the audio is with the reviewers.
  if (podspot.aasm_state !== 'draft') {
    return <p className="ps-golive-note">{t('golive.upload.uploaded')}</p>;
  }
  return (
    <div className="ps-golive-upload">
      <p className="ps-golive-note">
        {complete ? t('golive.upload.replace') : t('golive.upload.intro', { campaign: podspot.campaign_name })}
      </p>
      {uploading ? (
        <ProgressBar value={upload.progress} label={t('golive.upload.progress', { file: upload.fileName ?? 'MP3' })} />
      ) : (
        <FileDrop
          label={t('golive.upload.label')}
          buttonText={t('golive.upload.button')}
          hint={t('golive.upload.hint')}
          accept={['.mp3', ...MP3_TYPES].join(',')}
          describedBy={upload.status === 'failed' ? errorId : undefined}
          onPick={onPick}
          onDrop={onDrop}
        />
      )}
      {upload.status === 'failed' && upload.message ? (
        <p className="ps-golive-error" id={errorId} role="alert">
          {failureText({ message: upload.message })}
        </p>
      ) : null}
      {upload.status === 'uploaded' && upload.fileName ? (
        <p className="ps-golive-success" role="status">
          {t('golive.upload.success', { file: upload.fileName })}
        </p>
      ) : null}
    </div>
  );
}
