import { useId } from 'react';
import type { EarnPodspot } from '../../api/podspots';
import { MP3_TYPES } from '../../core/go-live';
import type { GoLiveState } from '../../stores/go-live-store';
import { FileDrop } from '../../ui/file-drop';
import { ProgressBar } from '../../ui/progress-bar';

type Props = {
  podspot: EarnPodspot;
  upload: GoLiveState['upload'];
  complete: boolean;
  onPick(file: File): void;
  onDrop(file: File): void;
};

/** Step 1: the MP3, by picker (checked) or by drop (not checked), with the real upload progress. */
export function UploadStep({ podspot, upload, complete, onPick, onDrop }: Props) {
  const errorId = useId();
  const uploading = upload.status === 'uploading';
  // Only a draft takes a (new) file; once pending or approved the audio is with the reviewers.
  if (podspot.aasm_state !== 'draft') {
    return <p className="ps-golive-note">Your MP3 is uploaded.</p>;
  }
  return (
    <div className="ps-golive-upload">
      <p className="ps-golive-note">
        {complete
          ? 'Your MP3 is uploaded. To replace it, choose or drop another file.'
          : `Record the Podspot for ${podspot.campaign_name} and upload it as an MP3 file.`}
      </p>
      {uploading ? (
        <ProgressBar value={upload.progress} label={`Uploading ${upload.fileName ?? 'file'}`} />
      ) : (
        <FileDrop
          label="Choose an MP3 file"
          buttonText="Choose MP3 file"
          hint="or drop it here"
          accept={['.mp3', ...MP3_TYPES].join(',')}
          describedBy={upload.status === 'failed' ? errorId : undefined}
          onPick={onPick}
          onDrop={onDrop}
        />
      )}
      {upload.status === 'failed' && upload.message ? (
        <p className="ps-golive-error" id={errorId} role="alert">
          {upload.message}
        </p>
      ) : null}
      {upload.status === 'uploaded' && upload.fileName ? (
        <p className="ps-golive-success" role="status">
          Uploaded {upload.fileName}.
        </p>
      ) : null}
    </div>
  );
}
