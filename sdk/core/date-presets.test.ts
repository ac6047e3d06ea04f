import { describe, expect, it } from 'vitest';
import { presetRange, type DatePreset } from './date-presets';

const today = new Date(2026, 2, 15); // 15 March 2026, local time

describe('presetRange', () => {
  it.each<[DatePreset, string, string]>([
    ['this_month', '2026-03-01', '2026-03-15'],
    ['last_month', '2026-02-01', '2026-02-28'],
    ['last_3_month', '2025-12-01', '2026-02-28'],
    ['last_7_days', '2026-03-09', '2026-03-15'],
    ['last_30_days', '2026-02-14', '2026-03-15'],
    ['last_90_days', '2025-12-16', '2026-03-15'],
    ['last_180_days', '2025-09-17', '2026-03-15'],
    ['all_time', '2020-01-01', '2026-03-15'],
  ])('%s → %s … %s', (preset, start, end) => {
    expect(presetRange(preset, today)).toEqual({ start, end });
  });

  it('crosses the year for last_month in January', () => {
    expect(presetRange('last_month', new Date(2026, 0, 10))).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  // The loader passes a host's preset as given: a value that is no preset starts no first call.
  it.each(['last_5_days', 'last_week', 'constructor', ''])('%j is no preset: undefined', (value) => {
    expect(presetRange(value as DatePreset, today)).toBeUndefined();
  });
});
