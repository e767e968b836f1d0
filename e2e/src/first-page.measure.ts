/**
 * How fast the first page is (issue "a fast first page"), measured in Chromium against the real server and the
 * built app: the JavaScript the login page loads (count, bytes on the wire, encoding) and how long the login page
 * and a company's workspace take to show. Writes JSON to bench-results/ and prints a table for docs/performance.md.
 *
 *   npm run build && flock /tmp/e2e.lock npx tsx e2e/src/first-page.measure.ts [runs]
 *
 * WEB_DIST measures another build (the server reads the same variable). COMPARE_WEB_DIST=<dir> measures a second
 * build side by side, each on its own server, run by run in turn, so both see the same machine load. SCREENSHOTS=1
 * also writes the login page and the workspace in id and en at 1280 and 375 px to e2e/screenshots/first-page-*.png.
 * THROTTLE=1 loads over an emulated mobile network.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { createVerifiedUser, signInToken } from './support/accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { createCompany, prepareCompany, uniqueCompanyName, type Company } from './support/companies.ts';
import { assertWebBuilt, repoRoot, screenshotDir, webDist } from './support/paths.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import type { Stack } from './support/stack.ts';

const RUNS = Number(process.argv[2] ?? process.env.RUNS ?? 5);
const LOGIN_READY = 'form button[type="submit"]';
const WORKSPACE_READY = '[data-testid="workspace-home"]';

interface Load {
  /** From navigation start to the screen's key element being in the page. */
  readyMs: number;
  loadEventMs: number;
  scripts: number;
  /** Script bodies as sent (compressed when the server compressed them), cached ones included. */
  jsEncodedBytes: number;
  /** Script bytes that crossed the network on this navigation (headers included; 0 for a cached script). */
  jsTransferredBytes: number;
  jsDecodedBytes: number;
  encodings: Record<string, number>;
  acceptEncoding: string;
}

/** Marks the moment `selector` first appears, in the page's own clock, before any of the app's scripts run. */
function markReady(selector: string) {
  const w = window as unknown as { __ready?: number };
  const observer = new MutationObserver(() => {
    if (w.__ready === undefined && document.querySelector(selector)) {
      w.__ready = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function measure(page: Page, go: () => Promise<unknown>, selector: string): Promise<Load> {
  const encodings: Record<string, number> = {};
  const requestHeaders: Promise<Record<string, string>>[] = [];
  const onResponse = (response: Response) => {
    if (!/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) return;
    const encoding = response.headers()['content-encoding'] ?? 'identity';
    encodings[encoding] = (encodings[encoding] ?? 0) + 1;
    // What the browser itself added (Accept-Encoding) is only in the request's full headers.
    requestHeaders.push(response.request().allHeaders());
  };
  page.on('response', onResponse);
  await go();
  await page.locator(selector).first().waitFor();
  await page.waitForLoadState('load');
  // Chunks requested right after the screen appears (a lazy tab, an icon) belong to it too.
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const figures = await page.evaluate(() => {
    const scripts = new Map<string, PerformanceResourceTiming>();
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (/\/assets\/.+\.js$/.test(new URL(entry.name).pathname)) scripts.set(entry.name, entry);
    }
    const all = [...scripts.values()];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      readyMs: (window as unknown as { __ready?: number }).__ready ?? Number.NaN,
      loadEventMs: navigation?.loadEventEnd ?? Number.NaN,
      scripts: all.length,
      jsEncodedBytes: all.reduce((sum, e) => sum + e.encodedBodySize, 0),
      jsTransferredBytes: all.reduce((sum, e) => sum + e.transferSize, 0),
      jsDecodedBytes: all.reduce((sum, e) => sum + e.decodedBodySize, 0),
    };
  });
  const acceptEncoding = (await Promise.all(requestHeaders)).map((h) => h['accept-encoding'] ?? '').find(Boolean) ?? '';
  return { ...figures, encodings, acceptEncoding };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function summary(loads: Load[]) {
  const pick = (key: 'readyMs' | 'loadEventMs') => loads.map((l) => l[key]);
  const first = loads[0];
  return {
    runs: loads.length,
    readyMs: { median: Math.round(median(pick('readyMs'))), min: Math.round(Math.min(...pick('readyMs'))), max: Math.round(Math.max(...pick('readyMs'))) },
    loadEventMs: { median: Math.round(median(pick('loadEventMs'))) },
    scripts: first?.scripts,
    jsEncodedKiB: first ? +(first.jsEncodedBytes / 1024).toFixed(1) : undefined,
    jsTransferredKiB: first ? +(median(loads.map((l) => l.jsTransferredBytes)) / 1024).toFixed(1) : undefined,
    jsDecodedKiB: first ? +(first.jsDecodedBytes / 1024).toFixed(1) : undefined,
    encodings: first?.encodings,
    acceptEncoding: first?.acceptEncoding,
  };
}

/** One build served by its own server, with a user and a prepared company to open. */
interface Target {
  dist: string;
  server: RunningServer;
  mail: SmtpSink;
  stack: Stack;
  user: Awaited<ReturnType<typeof createVerifiedUser>>;
  company: Company;
  login: Load[];
  workspaceAfterLogin: Load[];
  workspaceCold: Load[];
}

// The service worker precaches every chunk after the page has loaded; blocked here so only the page's own loading
// is measured and one run's precache does not serve the next.
const CONTEXT: BrowserContextOptions = { locale: 'id-ID', viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' };

const loadBefore = os.loadavg();
assertWebBuilt();
const browser = await launchBrowser();
const targets: Target[] = [];

async function startTarget(dist: string): Promise<Target> {
  const mail = await startSmtpSink();
  // The server is spawned with this process's environment, WEB_DIST included.
  process.env.WEB_DIST = dist;
  const server = await startServer({ smtpPort: mail.port });
  const stack: Stack = {
    url: server.url,
    mail,
    browser,
    newContext: (options) => browser.newContext({ baseURL: server.url, ...CONTEXT, ...options }),
    stop: async () => {},
  };
  try {
    const user = await createVerifiedUser(stack, 'id', 'Sari Wulandari');
    const token = await signInToken(stack, user);
    const company = await createCompany(stack, token, uniqueCompanyName('PT Halaman Cepat'));
    await prepareCompany(stack, token, company);
    return { dist, server, mail, stack, user, company, login: [], workspaceAfterLogin: [], workspaceCold: [] };
  } catch (error) {
    await server.stop();
    await mail.close();
    throw error;
  }
}

/** THROTTLE=1: Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) instead of loopback. */
const THROTTLE = ['1', 'true'].includes(process.env.THROTTLE ?? '');

async function freshPage(target: Target, options: BrowserContextOptions, selector: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await target.stack.newContext(options);
  await context.addInitScript(markReady, selector);
  const page = await context.newPage();
  if (THROTTLE) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
  }
  return { context, page };
}

async function signedInPage(target: Target, token: string, options: BrowserContextOptions = {}) {
  const { context, page } = await freshPage(target, options, WORKSPACE_READY);
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await page.waitForURL(`${target.server.url}/tenant`);
  return { context, page };
}

async function measureOnce(target: Target): Promise<void> {
  const workspace = `/open=${encodeURIComponent(target.company.datasourcekey)}`;
  {
    const { context, page } = await freshPage(target, {}, LOGIN_READY);
    target.login.push(await measure(page, () => page.goto('/'), LOGIN_READY));
    await context.close();
  }
  {
    // As a user meets it: signed in on the login page, the company list shown, then the company opened.
    const { context, page } = await signedInPage(target, await signInToken(target.stack, target.user));
    target.workspaceAfterLogin.push(await measure(page, () => page.goto(workspace), WORKSPACE_READY));
    await context.close();
  }
  {
    // A reload of the workspace with nothing in the browser's cache (the session is in localStorage).
    const { context, page } = await signedInPage(target, await signInToken(target.stack, target.user));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    target.workspaceCold.push(await measure(page, () => page.goto(workspace), WORKSPACE_READY));
    await context.close();
  }
}

async function screenshots(target: Target): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const english = await createVerifiedUser(target.stack, 'en', 'Kevin Halim');
  const englishToken = await signInToken(target.stack, english);
  const englishCompany = await createCompany(target.stack, englishToken, uniqueCompanyName('PT Fast Page'));
  await prepareCompany(target.stack, englishToken, englishCompany);
  for (const [lang, locale, who, where] of [
    ['id', 'id-ID', target.user, target.company],
    ['en', 'en-US', english, englishCompany],
  ] as const) {
    for (const width of [1280, 375]) {
      const viewport = { width, height: width > 500 ? 800 : 812 };
      const { context, page } = await freshPage(target, { locale, viewport }, LOGIN_READY);
      await page.goto('/');
      await page.locator(LOGIN_READY).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(screenshotDir, `first-page-login-${lang}-${width}.png`) });
      await context.close();
      const signedIn = await signedInPage(target, await signInToken(target.stack, who), { locale, viewport });
      await signedIn.page.goto(`/open=${encodeURIComponent(where.datasourcekey)}`);
      await signedIn.page.locator(WORKSPACE_READY).waitFor();
      await signedIn.page.waitForLoadState('networkidle');
      await signedIn.page.screenshot({ path: path.join(screenshotDir, `first-page-workspace-${lang}-${width}.png`) });
      await signedIn.context.close();
    }
  }
}

try {
  targets.push(await startTarget(webDist));
  const compare = process.env.COMPARE_WEB_DIST;
  if (compare) targets.push(await startTarget(path.resolve(compare)));
  for (let run = 0; run < RUNS; run += 1) {
    for (const target of targets) await measureOnce(target);
  }
  if (process.env.SCREENSHOTS && targets[0]) await screenshots(targets[0]);

  const result = {
    at: new Date().toISOString(),
    network: THROTTLE ? 'throttled: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up' : 'loopback',
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? '', node: process.version, loadAverage: { before: loadBefore, after: os.loadavg() } },
    builds: targets.map((t) => ({
      webDist: t.dist,
      login: summary(t.login),
      workspaceAfterLogin: summary(t.workspaceAfterLogin),
      workspaceCold: summary(t.workspaceCold),
    })),
  };
  const dir = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `first-page-${result.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
} finally {
  await browser.close();
  for (const target of targets) {
    await target.server.stop();
    await target.mail.close();
  }
}
