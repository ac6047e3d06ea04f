import { useEffect, useMemo } from 'react';
import { useUniqueId } from '../../ui/use-unique-id';
import { useStore } from '../../stores/use-store';
import type { EarnPodspot } from '../../api/podspots';
import { attentionAction } from '../../core/go-live';
import { createAttentionStore } from '../../stores/go-live-store';
import { Bar, Skeleton } from '../../ui/skeleton';
import { ErrorView } from '../../ui/status-view';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { ShowMore } from '../../ui/show-more';
import { useMessages } from '../../ui/i18n';
import { Artwork } from './artwork';
import { useLatest } from '../../ui/use-latest';
import { useRequestEffect } from '../../ui/use-request-effect';
import messages from './messages.en.json';

type Props = {
  /** Opens the go-live flow of a row. */
  onOpen(podspot: EarnPodspot): void;
  /** Bumped by the parent to reload the rows (after the flow closes), keeping the current ones on screen meanwhile. */
  reloadKey: number;
  onReady(): void;
};

function Row({ podspot, onOpen }: { podspot: EarnPodspot; onOpen(podspot: EarnPodspot): void }) {
  const t = useMessages(messages);
  const nameId = useUniqueId();
  const action = attentionAction(podspot);
  return (
    <li className="ps-golive-row">
      <Artwork
        src={podspot.publisher_podcast_art_work}
        size={40}
        podcast={{ id: podspot.publisher_podcast_id, name: podspot.publisher_podcast_name }}
      />
      <div className="ps-golive-row__text" id={nameId}>
        <strong className="ps-golive-row__name">{podspot.publisher_podcast_name}</strong>
        <span className="ps-muted">{t('golive.advertiserLine', { campaign: podspot.campaign_name })}</span>
      </div>
      {/* 'View insights' (approved rows) never shows here: approved rows are not listed. */}
      {action === 'upload' || action === 'integrate' ? (
        <button
          type="button"
          className="ps-button ps-golive-row__action"
          aria-describedby={nameId}
          onClick={() => onOpen(podspot)}
        >
          {t(action === 'upload' ? 'golive.action.upload' : 'golive.action.integrate')}
        </button>
      ) : null}
    </li>
  );
}

/**
 * The Requires attention list: drafts still to upload or to integrate, newest first; a page of them, then 'Showing N of
 * M campaigns' and Show more, as the console's dashboard draws it (docs/behaviour/earn.md#requires-attention).
 */
export function AttentionList({ onOpen, reloadKey, onReady }: Props) {
  const { client } = useWidgetEnvironment();
  const t = useMessages(messages);
  const store = useMemo(() => createAttentionStore(client), [client]);
  const { status, error, podspots, total, load, more } = useStore(store);
  useRequestEffect(() => {
    load();
  }, [store, reloadKey]);
  const ready = status === 'ready';
  const latestOnReady = useLatest(onReady);
  useEffect(() => {
    if (ready) latestOnReady.current();
  }, [ready, latestOnReady]);

  if (status === 'error' && error) return <ErrorView error={error} onRetry={load} />;
  if (status === 'loading')
    return (
      <Skeleton label={t('golive.loadingList')}>
        <ul className="ps-golive-rows">
          {[0, 1, 2].map((k) => (
            <li className="ps-golive-row" key={k}>
              <Bar kind="art" />
              {/* Each bar in a line of its own, as tall as the name's and the advertiser's lines it stands for. */}
              <span className="ps-golive-row__text">
                <span>
                  <Bar />
                </span>
                <span>
                  <Bar kind="short" />
                </span>
              </span>
              <span className="ps-golive-row__action">
                <Bar kind="button" />
              </span>
            </li>
          ))}
        </ul>
      </Skeleton>
    );
  if (!podspots.length) {
    return (
      <div className="ps-message ps-golive-empty">
        <p className="ps-golive-empty__title">{t('golive.empty.title')}</p>
        <p>{t('golive.empty.text')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="ps-golive-rows">
        {podspots.map((p) => (
          <Row key={p.id} podspot={p} onOpen={onOpen} />
        ))}
      </ul>
      <ShowMore
        shown={podspots.length}
        total={total}
        summary={t('golive.showing', { shown: podspots.length, total })}
        onMore={() => void more()}
      />
    </>
  );
}
