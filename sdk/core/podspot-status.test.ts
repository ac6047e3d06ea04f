import { describe, expect, it } from 'vitest';
import { podspotDisplayStatus, podspotStatusLabel, type PodspotStateFields } from './podspot-status';

describe('podspotDisplayStatus and its badge label', () => {
  it.each<[PodspotStateFields, string, string]>([
    [{ aasm_state: 'approved', status: 'inactive' }, 'inactive', 'Inactive'],
    [{ aasm_state: 'approved', status: 'active' }, 'active', 'Active'],
    [{ aasm_state: 'approved', status: 'deactivating' }, 'deactivating', 'Deactivating'],
    [{ aasm_state: 'approved', status: null }, 'active', 'Active'],
    [{ aasm_state: 'draft', status: null }, 'draft', 'Draft'],
    [{ aasm_state: 'draft', status: 'inactive' }, 'draft', 'Draft'],
    [{ aasm_state: 'pending', status: null }, 'pending', 'Pending'],
    [{ aasm_state: 'offered', status: null }, 'offered', 'Offered'],
    [{ aasm_state: 'inactive' }, 'inactive', 'Inactive'],
    [{ aasm_state: null, status: null }, 'draft', 'Draft'],
    [{}, 'draft', 'Draft'],
    [{ aasm_state: 'something_new', status: 'active' }, 'draft', 'Draft'],
  ])('%o → %s (%s)', (podspot, status, label) => {
    expect(podspotDisplayStatus(podspot)).toBe(status);
    expect(podspotStatusLabel(podspot)).toBe(label);
  });
});
