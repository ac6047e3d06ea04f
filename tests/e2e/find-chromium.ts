import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * CHROMIUM_PATH, else a system Chromium, else Playwright's own browser; as root on Debian, install Debian's
 * `chromium`. Never returns without a browser: the end-to-end tests are not skipped silently.
 */
export async function findChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const system = SYSTEM_PATHS.find((p) => existsSync(p));
  if (system) return system;
  const { chromium } = await import('playwright-core');
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get)…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for this closed-network machine: no background connections, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
