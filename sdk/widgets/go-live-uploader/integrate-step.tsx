import { useEffect, useId, useRef, useState } from 'react';
import { COPIED_MS } from '../../core/go-live';
import type { GoLiveState } from '../../stores/go-live-store';
import { Spinner } from '../../ui/status-view';

type Props = {
  feed: GoLiveState['feed'];
  integration: GoLiveState['integration'];
  complete: boolean;
  downloading: boolean;
  downloadError: string | null;
  onRetryFeed(): void;
  onIntegrate(): void;
  onDownload(): void;
};

const APPLE_STEPS = [
  'Log in to the Apple podcast publishing console and select the show.',
  'Edit the RSS feed URL.',
  'Paste the smart feed URL.',
  "Press Save, then click 'I've done it'.",
];

// Clipboard API first; the selection + execCommand fallback covers pages where it is blocked (permissions, older browsers).
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** Step 2: the smart feed URL with Copy, the Apple console steps, 'I've done it' and the instructions PDF. */
export function IntegrateStep({
  feed,
  integration,
  complete,
  downloading,
  downloadError,
  onRetryFeed,
  onIntegrate,
  onDownload,
}: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    if (!feed.url || !(await copyText(feed.url, input.current))) return;
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  const submitting = integration.status === 'submitting';

  return (
    <div className="ps-golive-integrate">
      {feed.status === 'error' && feed.error ? (
        <div className="ps-golive-error" role="alert">
          <span>{feed.error.message}</span>{' '}
          <button type="button" className="ps-button ps-button--quiet" onClick={onRetryFeed}>
            Retry
          </button>
        </div>
      ) : feed.url ? (
        <div className="ps-golive-feed">
          <label htmlFor={inputId} className="ps-golive-feed__label">
            Smart feed URL
          </label>
          <div className="ps-golive-feed__row">
            <input
              id={inputId}
              ref={input}
              className="ps-golive-feed__input"
              type="text"
              readOnly
              value={feed.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className="ps-button ps-button--quiet ps-golive-feed__copy"
              aria-live="polite"
              onClick={copy}
            >
              {copied ? 'Copied!' : 'Copy'}
            </button>
          </div>
        </div>
      ) : (
        <Spinner label="Loading the smart feed" />
      )}
      <ol className="ps-golive-apple">
        {APPLE_STEPS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      {integration.status === 'failed' && integration.error ? (
        <p className="ps-golive-error" role="alert">
          {integration.error.message}
        </p>
      ) : null}
      {downloadError ? (
        <p className="ps-golive-error" role="alert">
          {downloadError}
        </p>
      ) : null}
      <div className="ps-golive-actions">
        {complete ? (
          <p className="ps-golive-success">Your smart feed is integrated.</p>
        ) : (
          <button
            type="button"
            className="ps-button"
            disabled={submitting}
            aria-busy={submitting}
            onClick={onIntegrate}
          >
            I've done it
          </button>
        )}
        <button type="button" className="ps-button ps-button--quiet" disabled={downloading} onClick={onDownload}>
          Smart feed instructions
        </button>
      </div>
    </div>
  );
}
