import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const PATH = 'server-mock/fixtures/schema-types.ts';

describe(PATH, () => {
  it('is what `npm run gen:types` makes of fixture.schema.json today', () => {
    const result = spawnSync(process.execPath, ['scripts/gen-fixture-types.mjs', '--stdout'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    if (result.stdout !== readFileSync(new URL(`../../${PATH}`, import.meta.url), 'utf8'))
      throw new Error(
        `${PATH} is stale: server-mock/fixtures/fixture.schema.json changed since it was generated. Run npm run gen:types and commit the result.`,
      );
  }, 30_000);

  it('makes a field the schema requires or defaults required, any other optional', () => {
    const types = readFileSync(new URL(`../../${PATH}`, import.meta.url), 'utf8');
    const user = /export type User = \{([\s\S]*?)\n\};/.exec(types)?.[1] ?? '';
    expect(user).toMatch(/\n {2}id: number;/); // required
    expect(user).toMatch(/\n {2}is_admin: boolean;/); // default false
    expect(user).toMatch(/\n {2}first_name\?: string;/); // computed on load when missing
    expect(types).toMatch(/\n {2}users: User\[\];/); // default []
  });
});
