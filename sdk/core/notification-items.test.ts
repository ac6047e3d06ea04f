import { describe, expect, it } from 'vitest';
import { itemWording, notificationCounts, notificationItems, type RequiredActionInput } from './notification-items';

const action = (kind: string, count: number, deadline: string | null = null, ids: number[] = []) =>
  ({ kind, count, deadline, ids }) satisfies RequiredActionInput;

describe('notificationItems', () => {
  it.each([
    ['nothing to do', [], []],
    [
      'the kinds in the server order, each with its first id',
      [
        action('upload_audio', 2, null, [7, 9]),
        action('complete_onboarding', 1),
        action('answer_opportunities', 3, null, [4, 5, 6]),
      ],
      [
        ['complete_onboarding', null, 1, null, 'host'],
        ['answer_opportunities', 4, 3, null, 'review'],
        ['upload_audio', 7, 2, null, 'go-live'],
      ],
    ],
    [
      'deadlines first, the nearest first',
      [
        action('set_up_payout_account', 1),
        action('integrate_smart_feed', 1, '2026-12-20', [3]),
        action('answer_opportunities', 2, '2026-12-05', [8, 1]),
      ],
      [
        ['answer_opportunities', 8, 2, '2026-12-05', 'review'],
        ['integrate_smart_feed', 3, 1, '2026-12-20', 'go-live'],
        ['set_up_payout_account', null, 1, null, 'payout-account'],
      ],
    ],
    [
      "an unknown kind (a newer server's), an empty one and a deadline that is no day are left out",
      [action('verify_identity', 1), action('upload_audio', 0), action('finish_payout_account', 1, 'soon')],
      [['finish_payout_account', null, 1, null, 'payout-account']],
    ],
  ])('%s', (_, actions, expected) => {
    expect(notificationItems(actions).map((i) => [i.kind, i.id, i.count, i.deadline, i.flow])).toEqual(expected);
  });
});

describe('notificationCounts', () => {
  it.each([
    [[], { total: 0, actionRequired: 0 }],
    [
      [action('answer_opportunities', 3, null, [1, 2, 3]), action('complete_onboarding', 1)],
      { total: 4, actionRequired: 2 },
    ],
  ])('%j → %j', (actions, expected) => {
    expect(notificationCounts(notificationItems(actions))).toEqual(expected);
  });
});

describe('itemWording', () => {
  it.each([
    [{ kind: 'upload_audio', count: 2 }, 'banner.upload_audio', 'banner.action.upload_audio', 2],
    [{ kind: 'complete_onboarding', count: 1 }, 'banner.complete_onboarding', 'banner.action.complete_onboarding', 1],
  ] as const)('%j', (item, text, label, count) => {
    expect(itemWording(item)).toEqual({ text, action: label, values: { count } });
  });
});
