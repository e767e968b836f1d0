import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken } from './support/accounts.ts';
import { signInWithForm } from './support/page-helpers.ts';
import { ADMIN } from './support/server.ts';
import { useStack } from './support/setup.ts';
import { notice } from './support/workspace.ts';

const stack = useStack();

describe('sign-in variants', () => {
  it('/private={company} says which company opens, then opens it after signing in', async () => {
    const user = await createVerifiedUser(stack);
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto('/private=cabang-bandung');
    await page.getByText('Setelah masuk, perusahaan cabang-bandung langsung dibuka.').waitFor();
    await signInWithForm(page, user.username, user.password);
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/open=cabang-bandung');
    await page.getByTestId('workspace-company').waitFor();
    await context.close();
  });

  it('a stored token the server rejects clears the login and returns to / with the reason', async () => {
    const user = await createVerifiedUser(stack);
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto(`/?token=${encodeURIComponent(await signInToken(stack, user))}`);
    await page.waitForURL(`${stack.url}/tenant`);
    await page.evaluate(() => localStorage.setItem('accessToken', 'bukan-token'));
    await page.reload();
    await page.waitForURL(`${stack.url}/`);
    await notice(page, 'Anda belum masuk atau sesi Anda telah berakhir.').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? '{}').state?.authenticated)).toBe(false);
    await context.close();
  });

  it('/internal signs the administrator in with the separate token', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto('/internal');
    await page.locator('#username').fill(ADMIN.email);
    await page.locator('#password').fill(ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.getByText('Anda masuk sebagai administrator.').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessTokenAdmin'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.locator('#username').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessTokenAdmin'))).toBeNull();
    await context.close();
  });
});

describe('app shell', () => {
  it('opens offline from the service worker cache', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('#username').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto('/register');
    await page.locator('#confirmPassword').waitFor();
    await page.goto('/');
    await page.locator('#username').waitFor();
    await context.close();
  });

  it('logs a newer published version, clears the caches and reloads once', async () => {
    const context = await stack.newContext({ serviceWorkers: 'block' });
    let checks = 0;
    await context.route('**/meta.json', (route) => {
      checks += 1;
      return route.fulfill({ json: { version: '1.2.9999' } });
    });
    const page = await context.newPage();
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    // Page loads counted as the documents the tab asks for: the reload may come before the first load event.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    await page.goto('/', { waitUntil: 'commit' });
    // Each load asks once and logs the newer version; the first reloads, the second (same version) does not.
    await expect.poll(() => infos.filter((text) => text.includes('1.2.9999')).length).toBe(2);
    await expect.poll(() => loads).toBe(2);
    await page.locator('#username').waitFor();
    expect(checks).toBe(2);
    expect(infos.filter((text) => text.includes('1.2.9999'))).toHaveLength(2);
    expect(loads).toBe(2);
    await context.close();
  });

  it('shows a notice for the signed-in user when signing in', async () => {
    const user = await createVerifiedUser(stack, 'en');
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await signInWithForm(page, user.username, user.password);
    await page.waitForURL(`${stack.url}/tenant`);
    // The user's stored language (en) takes over from the login screen's id.
    await notice(page, 'You have successfully logged in.').waitFor();
    await page.getByRole('heading', { name: 'Companies' }).waitFor();
    await context.close();
  });
});
