import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless, without the background traffic that slows a sandboxed CI machine (DESIGN.md §5). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
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
