import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { WIDGET_TABLE } from '../../sdk/core/widget-table';

/** The widget table (sdk/core/widget-table.ts) and what is written or documented from it. */
describe('the widget table', () => {
  it("is what the generated modules and the guide's widget list were written from (`npm run gen:widgets`)", () => {
    const result = spawnSync(process.execPath, ['scripts/gen-widgets.mjs', '--check'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 30_000);

  it("names components as the packages export them, and a budget within each widget's target", () => {
    for (const { component, budget, target } of Object.values(WIDGET_TABLE)) {
      expect(component).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(budget).toBeLessThanOrEqual(target);
    }
  });
});
