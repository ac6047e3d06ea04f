import { useRef } from 'react';
import { useOwnStyles } from '../../ui/own-styles';
import { GoLiveDialog } from '../go-live-uploader/go-live-dialog';
import css from '../go-live-uploader/go-live-uploader.css?raw';

type Props = {
  /** The podspot whose go-live steps are open; closed while null. */
  podspotId: number | null;
  onClose(): void;
  /** Called on closing: an upload or an integration may have settled an item. */
  onSettled(): void;
};

/** The go-live uploader's dialog (upload, then integrate) opened from the banner, with the uploader's styles. */
export function GoLiveFlow({ podspotId, onClose, onSettled }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  useOwnStyles(ref, css);
  return (
    <span ref={ref} className="ps-banner__flow">
      <GoLiveDialog
        podspotId={podspotId}
        onClose={() => {
          onClose();
          onSettled();
        }}
      />
    </span>
  );
}
