import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright cannot download its own here): CHROME_PATH, else `chromium` on PATH. */
export function chromiumPath(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROME_PATH=${configured} does not exist.`);
    return configured;
  }
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error(
    'Chromium was not found. Install it (Debian: `sudo apt-get install chromium fonts-noto-cjk fonts-noto-core`) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
