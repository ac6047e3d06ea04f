// `npm run acr`: records the evidence in Chromium (the build first, when there is none), then writes the reports of
// docs/accessibility/ from it and from the judgements. `--recorded`: only writes, from the evidence already recorded.
// `--judged <target>`: a person has re-read that target's judgements: keep them for its source as it is now.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format } from 'prettier';
import { buildReports } from './build';
import { folderHash } from './folder-hash';
import type { JudgementFile } from './model';
import { judgementsPath, TARGETS } from './targets';

const args = process.argv.slice(2);
const judged = args.indexOf('--judged');
if (judged >= 0) {
  const target = TARGETS.find((t) => t.name === args[judged + 1]);
  if (!target) throw new Error(`--judged takes one of: ${TARGETS.map((t) => t.name).join(', ')}`);
  const path = judgementsPath(target.name);
  const file = JSON.parse(readFileSync(path, 'utf8')) as JudgementFile;
  const today = new Date().toISOString().slice(0, 10);
  const kept = { ...file, hash: folderHash(target.folder), judged: today };
  writeFileSync(path, await format(JSON.stringify(kept, null, 2), { parser: 'json' }));
  console.log(`${path}: kept for ${target.folder} as it is now (${today}).`);
} else if (!args.includes('--recorded')) {
  const run = (cmd: string, cmdArgs: string[]) => {
    // ACR_RECORD: the transcript tests write what is announced now instead of comparing it with the repo's.
    const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ACR_RECORD: '1' } });
    if (result.status !== 0) process.exitCode = 1;
    return result.status === 0;
  };
  if (!existsSync('dist/sdk/podspot.js')) run('npm', ['run', '--silent', 'build']);
  // A failing check is part of the evidence: the reports are written whatever the tests say.
  run('node_modules/.bin/vitest', ['run', '--project', 'e2e', 'tests/e2e/acr-']);
}

const { files, problems } = buildReports();
for (const [path, text] of files) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
console.log(`Wrote ${files.size} files under docs/accessibility/.`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
