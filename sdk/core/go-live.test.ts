import { describe, expect, it } from 'vitest';
import {
  afterIntegration,
  afterUpload,
  attentionAction,
  attentionSubtitle,
  checkPickedFile,
  INVALID_MP3_MESSAGE,
  isGoLiveDone,
  requiresAttention,
  stepsFromPodspot,
  toggleStep,
  uploadFailureMessage,
  type GoLiveFacts,
  type GoLiveSteps,
} from './go-live';

const podspot = (over: Partial<GoLiveFacts>): GoLiveFacts => ({
  aasm_state: 'draft',
  status: null,
  podspot_uploaded: false,
  apple_feed_integrated: false,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});
const steps = (u: [boolean, boolean], i: [boolean, boolean]): GoLiveSteps => ({
  upload: { complete: u[0], expanded: u[1] },
  integrate: { complete: i[0], expanded: i[1] },
});

describe('stepsFromPodspot (on opening and after refresh)', () => {
  it.each([
    ['draft, nothing done: step 1 open', podspot({}), steps([false, true], [false, false])],
    ['uploaded, not integrated: step 2 open', podspot({ podspot_uploaded: true }), steps([true, false], [false, true])],
    [
      'integrated, not uploaded: step 1 open, step 2 complete and collapsed',
      podspot({ apple_feed_integrated: true }),
      steps([false, true], [true, false]),
    ],
    [
      'draft with both (not yet moved): both complete',
      podspot({ podspot_uploaded: true, apple_feed_integrated: true }),
      steps([true, false], [true, false]),
    ],
    [
      'pending: both complete',
      podspot({ aasm_state: 'pending', podspot_uploaded: true }),
      steps([true, false], [true, false]),
    ],
    [
      'approved: both complete',
      podspot({ aasm_state: 'approved', status: 'active' }),
      steps([true, false], [true, false]),
    ],
  ])('%s', (_name, input, expected) => {
    expect(stepsFromPodspot(input)).toEqual(expected);
  });
});

describe('step events', () => {
  it.each([
    [
      'upload, feed not integrated: step 1 done, step 2 expands',
      afterUpload(steps([false, true], [false, false])),
      steps([true, false], [false, true]),
    ],
    [
      'upload, feed integrated: both done',
      afterUpload(steps([false, true], [true, false])),
      steps([true, false], [true, false]),
    ],
    [
      'upload, server says integrated meanwhile',
      afterUpload(steps([false, true], [false, false]), true),
      steps([true, false], [true, false]),
    ],
    [
      'integration, not uploaded: step 2 done, step 1 expands',
      afterIntegration(steps([false, false], [false, true])),
      steps([false, true], [true, false]),
    ],
    [
      'integration, uploaded: both done',
      afterIntegration(steps([true, false], [false, true])),
      steps([true, false], [true, false]),
    ],
    [
      'toggle opens a collapsed step',
      toggleStep(steps([true, false], [false, true]), 'upload'),
      steps([true, true], [false, true]),
    ],
    [
      'toggle closes an open step',
      toggleStep(steps([true, false], [false, true]), 'integrate'),
      steps([true, false], [false, false]),
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    [steps([true, false], [true, false]), true],
    [steps([true, false], [false, true]), false],
    [steps([false, true], [true, false]), false],
  ])('isGoLiveDone(%j) = %s', (input, expected) => {
    expect(isGoLiveDone(input)).toBe(expected);
  });
});

describe('requires attention', () => {
  it.each([
    ['draft, not uploaded', podspot({}), 'upload'],
    ['draft, uploaded, feed not integrated', podspot({ podspot_uploaded: true }), 'integrate'],
    ['draft, not uploaded, feed integrated', podspot({ apple_feed_integrated: true }), 'upload'],
    ['draft, uploaded, integrated', podspot({ podspot_uploaded: true, apple_feed_integrated: true }), null],
    ['pending', podspot({ aasm_state: 'pending', podspot_uploaded: true }), null],
    ['approved active', podspot({ aasm_state: 'approved', status: 'active' }), 'insights'],
    ['approved inactive', podspot({ aasm_state: 'approved', status: 'inactive' }), 'insights'],
    ['approved deactivating', podspot({ aasm_state: 'approved', status: 'deactivating' }), null],
  ] as const)('%s → %s', (_name, input, expected) => {
    expect(attentionAction(input)).toBe(expected);
  });

  it('lists neither approved nor pending nor archived rows, newest first', () => {
    const rows = [
      { ...podspot({ created_at: '2026-01-01T00:00:00Z' }), id: 1 },
      { ...podspot({ aasm_state: 'pending', created_at: '2026-03-01T00:00:00Z' }), id: 2 },
      { ...podspot({ podspot_uploaded: true, created_at: '2026-02-01T00:00:00Z' }), id: 3 },
      { ...podspot({ aasm_state: 'approved', status: 'active', created_at: '2026-04-01T00:00:00Z' }), id: 4 },
      { ...podspot({ archived: true, created_at: '2026-05-01T00:00:00Z' }), id: 5 },
      { ...podspot({ created_at: 'not a date' }), id: 6 },
    ];
    expect(requiresAttention(rows).map((r) => r.id)).toEqual([3, 1, 6]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]); // the input is left alone
  });

  it('shows the campaign as "Advertiser: campaign name"', () => {
    expect(attentionSubtitle({ campaign_name: 'Morning Brew' })).toBe('Advertiser: Morning Brew');
  });
});

describe('upload checks', () => {
  it.each([
    ['audio/mpeg', null],
    ['audio/mp3', null],
    ['AUDIO/MPEG', null],
    ['text/plain', INVALID_MP3_MESSAGE],
    ['audio/wav', INVALID_MP3_MESSAGE],
    ['', INVALID_MP3_MESSAGE],
  ])('a picked %j file → %s', (type, expected) => {
    expect(checkPickedFile({ type })).toBe(expected);
  });

  it.each([
    [400, 'Not an MP3.', INVALID_MP3_MESSAGE],
    [
      413,
      'The file is larger than 20 MB. Please upload a smaller .mp3 file.',
      'The file is larger than 20 MB. Please upload a smaller .mp3 file.',
    ],
    [
      409,
      'This podspot is pending: only a draft podspot takes a new file.',
      'This podspot is pending: only a draft podspot takes a new file.',
    ],
    [0, 'Could not reach Podspot.', 'Could not reach Podspot.'],
  ])('a failed upload with status %i shows the right text', (status, message, expected) => {
    expect(uploadFailureMessage({ status, message })).toBe(expected);
  });
});
