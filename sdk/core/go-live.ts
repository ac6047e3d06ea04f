/**
 * The go-live rules (docs/behaviour/earn.md#go-live-modal, docs/behaviour/earn.md#requires-attention,
 * docs/behaviour/earn.md#go-live-steps, docs/behaviour/earn.md#upload-rules): pure, no framework.
 */

/** What these rules read of a podspot (one publisher campaign row). */
export type GoLiveFacts = {
  aasm_state: 'draft' | 'pending' | 'approved';
  status?: 'active' | 'deactivating' | 'inactive' | null;
  podspot_uploaded: boolean;
  apple_feed_integrated: boolean;
  created_at: string;
  archived?: boolean;
};

export const GO_LIVE_STEPS = ['upload', 'integrate'] as const;
export type GoLiveStep = (typeof GO_LIVE_STEPS)[number];

export type StepState = { complete: boolean; expanded: boolean };
export type GoLiveSteps = Record<GoLiveStep, StepState>;

const DONE: StepState = { complete: true, expanded: false };

/**
 * On opening and after each refresh: pending (or later) means both steps complete; uploaded but not integrated
 * expands step 2; integrated but not uploaded expands step 1. With neither done, step 1 is the one expanded.
 */
export function stepsFromPodspot(podspot: GoLiveFacts): GoLiveSteps {
  if (podspot.aasm_state !== 'draft') return { upload: DONE, integrate: DONE };
  const uploaded = podspot.podspot_uploaded;
  const integrated = podspot.apple_feed_integrated;
  return {
    upload: uploaded ? DONE : { complete: false, expanded: true },
    integrate: integrated ? DONE : { complete: false, expanded: uploaded },
  };
}

/** A successful upload completes and collapses step 1; step 2 expands unless the feed is integrated. */
export function afterUpload(steps: GoLiveSteps, feedIntegrated = steps.integrate.complete): GoLiveSteps {
  return { upload: DONE, integrate: feedIntegrated ? DONE : { complete: false, expanded: true } };
}

/** A successful integration completes and collapses step 2; step 1 expands unless the upload is complete. */
export function afterIntegration(steps: GoLiveSteps): GoLiveSteps {
  return { upload: steps.upload.complete ? DONE : { complete: false, expanded: true }, integrate: DONE };
}

export const toggleStep = (steps: GoLiveSteps, step: GoLiveStep): GoLiveSteps => ({
  ...steps,
  [step]: { ...steps[step], expanded: !steps[step].expanded },
});

export const isGoLiveDone = (steps: GoLiveSteps) => steps.upload.complete && steps.integrate.complete;

// --- Requires attention list ---

export const ATTENTION_ACTIONS = ['upload', 'integrate', 'insights'] as const;
export type AttentionAction = (typeof ATTENTION_ACTIONS)[number];
export const ATTENTION_LABELS = {
  upload: 'Upload Podspot',
  integrate: 'Integrate Smart Feed',
  insights: 'View insights',
} as const satisfies Record<AttentionAction, string>;

/** The row's button: upload (draft, no file), integrate (draft, file, feed not integrated), insights (approved active/inactive), else none. */
export function attentionAction(podspot: GoLiveFacts): AttentionAction | null {
  if (podspot.aasm_state === 'draft') {
    if (!podspot.podspot_uploaded) return 'upload';
    return podspot.apple_feed_integrated ? null : 'integrate';
  }
  if (podspot.aasm_state === 'approved' && (podspot.status === 'active' || podspot.status === 'inactive'))
    return 'insights';
  return null;
}

/** Listed: neither approved nor pending (so drafts and any other state), and not archived. */
export const needsAttention = (podspot: GoLiveFacts) =>
  podspot.aasm_state !== 'approved' && podspot.aasm_state !== 'pending' && !podspot.archived;

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** The Requires attention rows, newest first. */
export const requiresAttention = <T extends GoLiveFacts>(podspots: readonly T[]): T[] =>
  podspots.filter(needsAttention).sort((a, b) => time(b.created_at) - time(a.created_at));

/** The row's second line, the documented text with the campaign's name (docs/behaviour/earn.md#requires-attention). */
export const attentionSubtitle = (podspot: { campaign_name: string }) => `Advertiser: ${podspot.campaign_name}`;

// --- Upload ---

export const MP3_TYPES = ['audio/mpeg', 'audio/mp3'] as const;
export const INVALID_MP3_MESSAGE = 'Please upload a valid .mp3 file';
/** How long 'Copied!' shows after copying the smart feed URL, ms (docs/behaviour/earn.md#limits-and-constants). */
export const COPIED_MS = 2000;

export const isMp3Type = (type: string) => (MP3_TYPES as readonly string[]).includes(type.trim().toLowerCase());

/** A picked file must say it is an MP3; a dropped file is not checked (docs/behaviour/earn.md#upload-rules). */
export const checkPickedFile = (file: { type: string }): string | null =>
  isMp3Type(file.type) ? null : INVALID_MP3_MESSAGE;

/**
 * What a failed upload shows (docs/behaviour/earn.md#upload-rules). A 400 (the server found no MP3) shows the
 * documented text; other answers keep the server's own message, which says what to do (file too large, podspot no
 * longer a draft, network down).
 */
export const uploadFailureMessage = (error: { status: number; message: string }) =>
  error.status === 400 || error.status === 415 || error.status === 422 ? INVALID_MP3_MESSAGE : error.message;
