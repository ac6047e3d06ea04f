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
  // Right: down the layers.
  { file: 'sdk/ui/fixture.ts', source: "import { formatMoney } from '../core/format';", rule: null },
  { file: 'console/features/earn/fixture.tsx', source: "import { formatMoney } from '@sdk/core/format';", rule: null },
  { file: 'server-mock/routes/fixture.ts', source: "import { formatMoney } from '@sdk/core/format';", rule: null },
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

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
