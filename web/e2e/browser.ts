import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumMissingMessage(): string {
  return (
    `Chromium was not found at ${CHROMIUM_PATH}. Browser tests need Debian's "chromium" package: ` +
    'apt-get install -y chromium (or set CHROMIUM_PATH).'
  );
}

/** Headless Debian Chromium with the flags this project's machines need (no network beyond loopback). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
