import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { launchBrowser } from './browser.ts';
import { assertWebBuilt } from './paths.ts';
import { startServer } from './server.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export interface Stack {
  url: string;
  mail: SmtpSink;
  browser: Browser;
  /** A fresh browser profile (own storage) pointed at the server. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  stop: () => Promise<void>;
}

/** SMTP sink, server and Chromium for one test file. */
export async function startStack(): Promise<Stack> {
  assertWebBuilt();
  const mail = await startSmtpSink();
  const server = await startServer({ smtpPort: mail.port });
  const browser = await launchBrowser();
  return {
    url: server.url,
    mail,
    browser,
    newContext: async (options) => {
      // Reduced motion: dialogs and drawers open and close at once (the app honours the setting), so a click is never
      // sent to a button still zooming in, where press and release can land on different spots and make no click.
      const context = await browser.newContext({ baseURL: server.url, locale: 'id-ID', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', ...options });
      // A shared 2-core CI machine can stall a page for many seconds; waits fail on real faults, not on load.
      context.setDefaultTimeout(60_000);
      // Notices are only read here, never clicked. antd keeps a notice open while the pointer is over it, and the
      // pointer stays where the last click left it: a notice appearing there never closed and covered the buttons
      // under it for the rest of the test. A person would move the mouse; here the pointer passes through notices.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '.ant-notification, .ant-notification * { pointer-events: none !important; }';
          document.head.append(style);
        });
      });
      // A context opened by a test closes with it, also when the test fails half-way: a failed try's pages would
      // otherwise keep running (and loading the machine) through the retry. Contexts opened in a beforeAll live on.
      try {
        onTestFinished(() => context.close());
      } catch {
        // Not inside a test.
      }
      return context;
    },
    stop: async () => {
      await browser.close();
      await server.stop();
      await mail.close();
    },
  };
}
