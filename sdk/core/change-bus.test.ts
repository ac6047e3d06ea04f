import { describe, expect, it, vi } from 'vitest';
import { createChangeBus, isChange } from './change-bus';

describe('createChangeBus', () => {
  it('reaches every other widget of the instance, not the one that made the change', () => {
    const bus = createChangeBus();
    const [inbox, uploader, card] = [{}, {}, {}];
    const seen = { inbox: vi.fn(), uploader: vi.fn(), card: vi.fn() };
    bus.subscribe(inbox, seen.inbox);
    bus.subscribe(uploader, seen.uploader);
    const stop = bus.subscribe(card, seen.card);
    stop();
    bus.publish(inbox, { type: 'opportunity_accepted', detail: { opportunityId: 3 } });
    expect(seen.inbox).not.toHaveBeenCalled();
    expect(seen.uploader).toHaveBeenCalledWith({ type: 'opportunity_accepted', detail: { opportunityId: 3 } });
    expect(seen.card).not.toHaveBeenCalled();
  });
});

describe('isChange', () => {
  it.each([
    ['opportunity_accepted', true],
    ['opportunity_rejected', true],
    ['podspot_uploaded', true],
    ['smart_feed_integrated', true],
    ['payout_account_changed', true],
    ['ready', false],
    ['export_downloaded', false],
    ['error', false],
  ])('%s → %s', (type, expected) => {
    expect(isChange(type)).toBe(expected);
  });
});
