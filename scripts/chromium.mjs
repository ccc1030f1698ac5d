// Finds Debian's Chromium (Playwright's own download does not work on these machines).
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/**
 * The browser the browser tests drive: Debian's Chromium headless shell when it is installed
 * (`apt-get install -y chromium-headless-shell`), else Chromium. The shell is the same engine
 * (Blink and V8 of the same version) without the desktop browser around it, and what Playwright's
 * own headless runs use; it took 29% less CPU than Chromium's headless mode for the same specs.
 * CHROMIUM_PATH still chooses.
 */
export function findTestChromium() {
  const shell = '/usr/bin/chromium-headless-shell';
  if (!process.env.CHROMIUM_PATH && existsSync(shell)) return shell;
  return findChromium();
}

/**
 * `--in-process-gpu` runs the GPU process's work (with `--disable-gpu`, software compositing of
 * every frame) on a thread of the browser process: one process and its messages fewer per
 * browser. The same 21 browser tests took 156 CPU-s instead of 187 (-17%), all passing
 * (decision 0047, its amendment of the ninth session).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--in-process-gpu',
];
