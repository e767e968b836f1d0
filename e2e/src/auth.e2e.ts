import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, newIdentity, signInToken, verificationLink } from './support/accounts.ts';
import { chooseLanguage, openUserMenu, signInWithForm } from './support/page-helpers.ts';
import { useStack } from './support/setup.ts';
import { notice } from './support/workspace.ts';

const stack = useStack();

function pathOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

describe('account life cycle', () => {
  it('signs up, verifies by the mailed link, signs in to /tenant, opens routes and signs out', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    const user = newIdentity('Siti Rahayu');

    await page.goto('/register');
    await page.locator('#name').fill(user.name);
    await page.locator('#username').fill(user.username);
    await page.locator('#email').fill(user.email);
    await page.locator('#password').fill(user.password);
    await page.locator('#confirmPassword').fill(user.password);
    await page.getByText('Nama pengguna tersedia.').waitFor();
    await page.locator('button[type=submit]').click();
    await page.getByText('Pendaftaran berhasil', { exact: true }).waitFor();

    const link = verificationLink(await stack.mail.waitForMail(user.email));
    expect(link.startsWith(`${stack.url}/verifikasi/accesstoken=`)).toBe(true);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${stack.url}/`);

    await page.goto(link);
    await page.getByText('Akun terverifikasi').waitFor();
    await page.getByRole('button', { name: 'Masuk Sekarang' }).click();
    await page.waitForURL(`${stack.url}/`);

    await signInWithForm(page, user.email, user.password);
    await page.waitForURL(`${stack.url}/tenant`);
    await notice(page, 'Anda berhasil masuk.').waitFor();
    await page.getByRole('heading', { name: 'Daftar Perusahaan' }).waitFor();
    await page.getByText('Anda belum memiliki perusahaan.').waitFor();

    await page.goto('/open=contoh-db');
    await page.getByTestId('workspace-company').waitFor();
    await page.getByRole('button', { name: 'Tutup Perusahaan' }).click();
    await page.waitForURL(`${stack.url}/tenant`);
    // The URL changes first; the workspace's shell (and its user menu) stays until the list page has loaded and
    // replaces it, and would take a menu opened on it along.
    await page.getByText('Anda belum memiliki perusahaan.').waitFor();

    await openUserMenu(page, 'Keluar');
    await page.waitForURL(`${stack.url}/`);
    await notice(page, 'Anda berhasil keluar.').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // A protected route while signed out goes to / and comes back after signing in.
    await page.goto('/billing=7&9');
    await page.waitForURL(`${stack.url}/`);
    await signInWithForm(page, user.username, user.password);
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/billing=7&9');
    await page.getByText('Fitur segera hadir.').waitFor();
    await context.close();
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    const user = await createVerifiedUser(stack);
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await signInWithForm(page, user.username, 'salah-sekali');
    await notice(page, 'Nama pengguna atau kata sandi salah.').waitFor();
    expect(pathOf(page)).toBe('/');
    await context.close();
  });

  it('logs the first device out when the same user signs in on a second one', async () => {
    const user = await createVerifiedUser(stack);
    const first = await stack.newContext();
    const second = await stack.newContext();
    const firstPage = await first.newPage();
    const secondPage = await second.newPage();

    await firstPage.goto('/');
    await signInWithForm(firstPage, user.username, user.password);
    await firstPage.waitForURL(`${stack.url}/tenant`);
    await firstPage.getByRole('heading', { name: 'Daftar Perusahaan' }).waitFor();

    await secondPage.goto('/');
    await signInWithForm(secondPage, user.username, user.password);
    await secondPage.waitForURL(`${stack.url}/tenant`);

    // The first device's next call (the profile reads /api/user/me) meets 409 SESSION_REPLACED.
    await openUserMenu(firstPage, 'Profil');
    await firstPage.waitForURL(`${stack.url}/`);
    await notice(firstPage, 'Anda sudah masuk pada perangkat lain.').waitFor();
    await expect.poll(() => firstPage.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await first.close();
    await second.close();
  });

  it('signs in with a handed-over token and opens the company named by db', async () => {
    const user = await createVerifiedUser(stack);
    const token = await signInToken(stack, user);
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto(`/?token=${encodeURIComponent(token)}&db=kantor-pusat`);
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/open=kantor-pusat');
    await page.getByTestId('workspace-company').waitFor();
    await context.close();
  });
});

describe('login screen languages', () => {
  it('starts in Indonesian and switches to English and Chinese', async () => {
    const context = await stack.newContext({ locale: 'id-ID' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('Nama Pengguna atau Email').waitFor();
    await page.getByText('Ingat saya').waitFor();
    await page.getByText('Lupa kata sandi?').waitFor();

    await chooseLanguage(page, 'English');
    await page.getByText('Username or e-mail').waitFor();
    await page.getByText('Remember me').waitFor();

    await chooseLanguage(page, '中文');
    await page.getByText('用户名或电子邮件').waitFor();
    await page.getByText('忘记密码？').waitFor();
    await context.close();
  });

  it("starts in the browser's language when it is one of the seven", async () => {
    const context = await stack.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('Benutzername oder E-Mail').waitFor();
    await context.close();
  });

  it('shows the product version', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('app-version').textContent()).toContain('1.2.0935');
    await context.close();
  });
});

describe('registration validation', () => {
  it('rejects a bad e-mail, a short password and a mismatched confirmation', async () => {
    const context = await stack.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/register');
    await page.locator('#email').fill('bukan-email');
    await page.locator('#password').fill('pendek');
    await page.locator('#confirmPassword').fill('lain');
    await page.locator('button[type=submit]').click();
    await page.getByText('Email adress is not valid').waitFor();
    await page.getByText('Password is too short (minimum 8 characters needed).').waitFor();
    await page.getByText('Two passwords that you enter do not match!').waitFor();
    await page.getByText('Full name is required.').waitFor();

    await chooseLanguage(page, 'Bahasa Indonesia');
    await page.locator('button[type=submit]').click();
    await page.getByText('Kedua kata sandi yang Anda masukkan tidak sama!').waitFor();
    await page.getByText('Alamat email tidak valid.').waitFor();
    await context.close();
  });

  it('reports a taken username while typing', async () => {
    const existing = await createVerifiedUser(stack);
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto('/register');
    await page.locator('#username').fill(existing.username);
    await page.getByText('Nama pengguna sudah digunakan.').waitFor();
    await context.close();
  });
});

describe('routes', () => {
  it('shows the not-found screen for an unknown path', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto('/tidak-ada/halaman');
    await page.getByText('Halaman tidak ditemukan').waitFor();
    await context.close();
  });
});
