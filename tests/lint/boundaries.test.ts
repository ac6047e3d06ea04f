import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import-boundary table (scripts/lint/boundaries.js, docs/architecture.md) must bite: each fixture is a file that
 * does not exist, linted as if it stood at `file`, with one import.
 */
const fixtures: { file: string; source: string; rule: string | null }[] = [
  // Wrong: up the SDK's layers.
  {
    file: 'sdk/core/fixture.ts',
    source: "import { Dialog } from '../ui/dialog';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'sdk/api/fixture.ts',
    source: "import { EarningsCard } from '../widgets/earnings-card/earnings-card';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'sdk/widgets/earnings-card/fixture.ts',
    source: "import { mountWidget } from '../../embed/runtime/mount';",
    rule: 'import-x/no-restricted-paths',
  },
  // Wrong: a framework in the pure rules.
  { file: 'sdk/core/fixture.ts', source: "import { useState } from 'react';", rule: 'no-restricted-imports' },
  {
    file: 'sdk/core/fixture.ts',
    source: "import { createStore } from 'zustand/vanilla';",
    rule: 'no-restricted-imports',
  },
  // Wrong: one console feature into another, or into the app above it, through relative paths and the alias alike.
  {
    file: 'console/features/earn/fixture.tsx',
    source: "import { routes } from '../advertise/routes';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'console/features/earn/fixture.tsx',
    source: "import { Router } from '../../app/router';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'console/lib/fixture.ts',
    source: "import { mount } from '@sdk/embed/runtime/mount';",
    rule: 'import-x/no-restricted-paths',
  },
  // Wrong: the mock server reaching past sdk/core.
  {
    file: 'server-mock/routes/fixture.ts',
    source: "import { Dialog } from '@sdk/ui/dialog';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'server-mock/routes/fixture.ts',
    source: "import { routes } from '../../console/features/earn/routes';",
    rule: 'import-x/no-restricted-paths',
  },
  // Wrong: up the mock server's layers (state ← http ← middleware ← routes ← app), or out of its foundation.
  {
    file: 'server-mock/state/fixture.ts',
    source: "import { createContext } from '../context.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'server-mock/scenarios/fixture.ts',
    source: "import { createContext } from '../context.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'server-mock/journal/fixture.ts',
    source: "import { badRequest } from '../http/errors.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'server-mock/http/fixture.ts',
    source: "import { mockRoutes } from '../routes/mock.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'server-mock/middleware/fixture.ts',
    source: "import { accountRoutes } from '../routes/accounts.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'server-mock/routes/fixture.ts',
    source: "import { createApp } from '../app.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  {
    file: 'server-mock/client/fixture.ts',
    source: "import { isoOf } from '../state/dates.ts';",
    rule: 'import-x/no-restricted-paths',
  },
  // Right: down the layers.
  { file: 'sdk/ui/fixture.ts', source: "import { formatMoney } from '../core/format';", rule: null },
  { file: 'console/features/earn/fixture.tsx', source: "import { formatMoney } from '@sdk/core/format';", rule: null },
  { file: 'server-mock/routes/fixture.ts', source: "import { formatMoney } from '@sdk/core/format';", rule: null },
  { file: 'server-mock/routes/fixture.ts', source: "import { badRequest } from '../http/errors.ts';", rule: null },
  { file: 'server-mock/http/fixture.ts', source: "import { isoOf } from '../state/dates.ts';", rule: null },
  { file: 'server-mock/scenarios/fixture.ts', source: "import { isoOf } from '../state/dates.ts';", rule: null },
  { file: 'server-mock/routes/fixture.ts', source: "import { createContext } from '../context.ts';", rule: null },
];

let eslint: ESLint;
beforeAll(async () => {
  // The cycle rule walks the whole import graph from each fixture (seconds); tests/lint/cycles.test.ts checks it.
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  // The config, the TypeScript parser and the import resolver load on the first lint: here, once, not in whichever
  // fixture runs first (that one took 6 s of its 5 with two `npm test` side by side on 2 cores).
  await eslint.lintText('export {};\n', { filePath: 'sdk/core/fixture.ts' });
}, 60_000);

describe('import boundaries', () => {
  it.each(fixtures)('$file: $source → $rule', async ({ file, source, rule }) => {
    const [result] = await eslint.lintText(`${source}\nexport const used = [${source.match(/\{ (\w+)/)![1]}];\n`, {
      filePath: file,
    });
    const found = result.messages
      .map((m) => m.ruleId)
      .filter((id) => id === 'import-x/no-restricted-paths' || id === 'no-restricted-imports');
    expect(found).toEqual(rule ? [rule] : []);
  });
});
