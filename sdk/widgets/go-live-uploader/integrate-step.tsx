import { useEffect, useRef, useState } from 'react';
import { useUniqueId } from '../../ui/use-unique-id';
import { COPIED_MS } from '../../core/go-live';
import type { GoLiveState } from '../../stores/go-live-store';
import { useMessages } from '../../ui/i18n';
import ui from '../../ui/messages.en.json';
import { Spinner } from '../../ui/status-view';
import { useFailureText } from './failure-text';
import messages from './messages.en.json';

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

const APPLE_STEPS = ['golive.apple.login', 'golive.apple.edit', 'golive.apple.paste', 'golive.apple.save'] as const;

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
  const t = useMessages(messages);
  const tUi = useMessages(ui);
  const failureText = useFailureText();
  const inputId = useUniqueId();
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
          <span>{failureText(feed.error)}</span>{' '}
          <button type="button" className="ps-button ps-button--quiet" onClick={onRetryFeed}>
            {tUi('ui.retry')}
          </button>
        </div>
      ) : feed.url ? (
        <div className="ps-golive-feed">
          <label htmlFor={inputId} className="ps-golive-feed__label">
            {t('golive.feed.label')}
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
              {t(copied ? 'golive.feed.copied' : 'golive.feed.copy')}
            </button>
          </div>
        </div>
      ) : (
        <Spinner label={t('golive.feed.loading')} />
      )}
      <ol className="ps-golive-apple">
        {APPLE_STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      {integration.status === 'failed' && integration.error ? (
        <p className="ps-golive-error" role="alert">
          {failureText(integration.error)}
        </p>
      ) : null}
      {downloadError ? (
        <p className="ps-golive-error" role="alert">
          {failureText({ message: downloadError })}
        </p>
      ) : null}
      <div className="ps-golive-actions">
        {complete ? (
          <p className="ps-golive-success">{t('golive.integrated')}</p>
        ) : (
          <button
            type="button"
            className="ps-button"
            disabled={submitting}
            aria-busy={submitting}
            onClick={onIntegrate}
          >
            {t('golive.confirm')}
          </button>
        )}
        <button type="button" className="ps-button ps-button--quiet" disabled={downloading} onClick={onDownload}>
          {t('golive.instructions')}
        </button>
      </div>
    </div>
  );
}
