import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this network-less machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
