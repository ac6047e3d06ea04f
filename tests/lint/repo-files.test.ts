import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repo's front files stay short and their links resolve, so detail lives in docs/ and nothing points nowhere. */
const README_LIMIT = 12 * 1024;
const FRONT_FILES = ['README.md', 'CONTRIBUTING.md', 'docs/security.md'];

/** The relative link targets of a Markdown file, without their `#anchor`. */
const relativeLinks = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target.split('#')[0])
    .filter((target) => target && !/^[a-z]+:/.test(target));

describe('front files', () => {
  it(`README.md is at most ${README_LIMIT} bytes`, () => {
    expect(statSync('README.md').size).toBeLessThanOrEqual(README_LIMIT);
  });
  it.each(FRONT_FILES)('every relative link of %s resolves', (file) => {
    const missing = relativeLinks(file).filter((target) => !existsSync(join(dirname(file), target)));
    expect(missing).toEqual([]);
  });
  it('the repo carries its LICENSE, MIT, and says so in package.json', () => {
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} Podspot\n/);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).license).toBe('MIT');
  });
});
