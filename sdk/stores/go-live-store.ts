import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import { NETWORK_MESSAGE, type ApiError } from '../api/errors';
import {
  acceptSmartFeed,
  getPodspot,
  getPodspots,
  getSmartFeed,
  uploadPodspot,
  type EarnPodspot,
  type SmartFeed,
} from '../api/podspots';
import {
  afterIntegration,
  afterUpload,
  checkPickedFile,
  requiresAttention,
  stepsFromPodspot,
  toggleStep,
  uploadFailureMessage,
  type GoLiveStep,
  type GoLiveSteps,
} from '../core/go-live';
import { PAGE_ROWS } from '../core/paging';
import { latestCall } from './latest-call';

type Load = 'loading' | 'ready' | 'error';

export type GoLiveState = {
  status: Load;
  error: ApiError | null;
  podspot: EarnPodspot | null;
  steps: GoLiveSteps;
  feed: { status: Load | 'idle'; url: string | null; error: ApiError | null };
  upload: {
    status: 'idle' | 'uploading' | 'uploaded' | 'failed';
    progress: number;
    fileName: string | null;
    message: string | null;
  };
  integration: { status: 'idle' | 'submitting' | 'failed'; error: ApiError | null };
  /** Reads the podspot (steps derive from it) and then its podcast's smart feed. */
  load(): Promise<void>;
  loadFeed(): Promise<void>;
  /** A file from the picker: checked for an MP3 type first. Resolves with the updated podspot, or null. */
  pick(file: File): Promise<EarnPodspot | null>;
  /** A dropped file: uploaded unchecked (docs/behaviour/earn.md#upload-rules); the server still refuses non-MP3s. */
  drop(file: File): Promise<EarnPodspot | null>;
  /** 'I've done it': confirms the smart feed. Resolves with the feed, or null on failure. */
  integrate(): Promise<SmartFeed | null>;
  toggle(step: GoLiveStep): void;
  /** Cancels an upload in flight (the widget unmounted). */
  dispose(): void;
};

const NOTHING_DONE: GoLiveSteps = {
  upload: { complete: false, expanded: true },
  integrate: { complete: false, expanded: false },
};
const UPLOAD_IDLE: GoLiveState['upload'] = { status: 'idle', progress: 0, fileName: null, message: null };

/** One store per go-live flow (one podspot). Stale answers never overwrite newer ones. */
export function createGoLiveStore(client: ApiClient, podspotId: number) {
  const latest = latestCall();
  let controller: AbortController | null = null;
  return createStore<GoLiveState>()((set, get) => {
    const send = async (file: File) => {
      if (get().upload.status === 'uploading') return null;
      controller = new AbortController();
      set({ upload: { status: 'uploading', progress: 0, fileName: file.name, message: null } });
      try {
        const podspot = await uploadPodspot(client, podspotId, file, {
          signal: controller.signal,
          onProgress: (progress) => set({ upload: { ...get().upload, progress } }),
        });
        const integrated = podspot.apple_feed_integrated || podspot.aasm_state !== 'draft';
        set({
          podspot,
          steps: afterUpload(get().steps, integrated),
          upload: { status: 'uploaded', progress: 1, fileName: file.name, message: null },
        });
        return podspot;
      } catch (failure) {
        if (controller?.signal.aborted) return null;
        // No answer (status 0) mid-upload is the network, the podspot having loaded: the user's text, not the developer's.
        const error = failure as ApiError;
        const message = error.status === 0 ? NETWORK_MESSAGE : uploadFailureMessage(error);
        set({ upload: { ...get().upload, status: 'failed', message } });
        return null;
      } finally {
        controller = null;
      }
    };

    return {
      status: 'loading',
      error: null,
      podspot: null,
      steps: NOTHING_DONE,
      feed: { status: 'idle', url: null, error: null },
      upload: UPLOAD_IDLE,
      integration: { status: 'idle', error: null },
      async load() {
        const isCurrent = latest.begin();
        if (!get().podspot) set({ status: 'loading', error: null });
        try {
          const podspot = await getPodspot(client, podspotId);
          if (!isCurrent()) return;
          set({ status: 'ready', error: null, podspot, steps: stepsFromPodspot(podspot) });
        } catch (error) {
          if (isCurrent()) set({ status: 'error', error: error as ApiError });
          return;
        }
        await get().loadFeed();
      },
      async loadFeed() {
        const podcastId = get().podspot?.publisher_podcast_id;
        if (podcastId === undefined) return;
        set({ feed: { status: 'loading', url: get().feed.url, error: null } });
        try {
          const feed = await getSmartFeed(client, podcastId);
          set({ feed: { status: 'ready', url: feed.smart_feed, error: null } });
        } catch (error) {
          set({ feed: { status: 'error', url: null, error: error as ApiError } });
        }
      },
      async pick(file) {
        const message = checkPickedFile(file);
        if (message) {
          set({ upload: { status: 'failed', progress: 0, fileName: null, message } });
          return null;
        }
        return send(file);
      },
      drop: (file) => send(file),
      async integrate() {
        const podspot = get().podspot;
        if (!podspot || get().integration.status === 'submitting') return null;
        set({ integration: { status: 'submitting', error: null } });
        try {
          const feed = await acceptSmartFeed(client, podspot.publisher_podcast_id);
          const current = get().podspot ?? podspot;
          const pending = current.aasm_state === 'pending' || Boolean(feed.pending_podspot_ids?.includes(current.id));
          set({
            podspot: { ...current, apple_feed_integrated: true, aasm_state: pending ? 'pending' : current.aasm_state },
            steps: afterIntegration(get().steps),
            feed: { status: 'ready', url: feed.smart_feed, error: null },
            integration: { status: 'idle', error: null },
          });
          return feed;
        } catch (error) {
          set({ integration: { status: 'failed', error: error as ApiError } });
          return null;
        }
      },
      toggle: (step) => set({ steps: toggleStep(get().steps, step) }),
      dispose() {
        latest.drop();
        controller?.abort();
      },
    };
  });
}

export type AttentionState = {
  status: Load;
  error: ApiError | null;
  /** Rows that need attention, newest first: the pages read so far. */
  podspots: EarnPodspot[];
  /** How many rows need attention in all. */
  total: number;
  /** Loads, or reloads the rows drawn in one call, keeping them on screen. */
  load(): Promise<void>;
  /** 'Show more': appends the next page. */
  more(): Promise<void>;
};

/**
 * One store per mounted list: the Requires attention rows of GET /earn/podspots, a page at a time. The contract's
 * states are draft, pending and approved: "neither approved nor pending" is the draft tab, asked for alone and paged
 * (`offset`, `limit`), so a big account's list costs one page (the whole draft tab is 3 MB of JSON on `xlarge`).
 */
export function createAttentionStore(client: ApiClient) {
  const latest = latestCall();
  return createStore<AttentionState>()((set, get) => {
    const read = async (offset: number, limit: number, before: EarnPodspot[]) => {
      const isCurrent = latest.begin();
      if (get().status !== 'ready') set({ status: 'loading', error: null });
      try {
        const list = await getPodspots(client, false, { tab: 'draft', offset: offset || undefined, limit });
        if (!isCurrent()) return;
        const podspots = [...before, ...requiresAttention(list.data.podspots)];
        set({ status: 'ready', error: null, podspots, total: list.total ?? podspots.length });
      } catch (error) {
        if (isCurrent()) set({ status: 'error', error: error as ApiError, podspots: [] });
      }
    };
    return {
      status: 'loading',
      error: null,
      podspots: [],
      total: 0,
      load: () => read(0, Math.max(PAGE_ROWS, get().podspots.length), []),
      more: () => read(get().podspots.length, PAGE_ROWS, get().podspots),
    };
  });
}
