import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken } from './support/accounts.ts';
import { api } from './support/companies.ts';
import { screenshotDir } from './support/paths.ts';
import { describeScreenshots, shoot, takingScreenshots } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, chooseMenu, confirmDialog, formIdle, notice, openWorkspace, workspaceTab } from './support/workspace.ts';

const stack = useStack();

/** An owner with a prepared company. */
const owner = (language: Language = 'id', company = 'PT Ruang Kerja') => ownerWithCompany(stack, { language, user: { id: 'Sari Wulandari', en: 'Kevin Halim' }, company });

describe('the company workspace', () => {
  it('opens the company with its menu, keeps two tabs, asks before closing unsaved changes, says coming soon and closes', async () => {
    const { token, company } = await owner();
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await expect.poll(() => page.getByTestId('workspace-company').textContent()).toContain(company.name);

    // The modern home: seven module tiles in the spec's order.
    await expect.poll(() => page.locator('.home-tile .home-tile__name').allTextContents()).toEqual(['Produksi', 'Pembelian', 'Aktiva Tetap', 'Data Master', 'Penjualan', 'Persediaan', 'Buku Besar']);
    const menu = page.getByTestId('workspace-menu');
    for (const group of ['Menu', 'Data Master', 'Modul Utama', 'Impor Transaksi', 'Laporan', 'Peralatan', 'Sistem']) {
      await menu.getByText(group, { exact: true }).waitFor();
    }

    // Menu › Info Perusahaan opens the company information form alone, not the preferences.
    await chooseMenu(page, 'Menu', 'Info Perusahaan');
    const info = page.locator('.company-info-modal');
    await info.locator('.ant-modal-title').filter({ hasText: 'Info Perusahaan' }).waitFor();
    await expect.poll(() => info.locator('#company-info_companyname').inputValue()).toBe(company.name);
    expect(await page.getByRole('tab', { name: 'Akun Standar' }).count()).toBe(0);
    if (takingScreenshots) await page.screenshot({ path: path.join(screenshotDir, 'workspace-company-info-id.png') });
    await info.getByRole('button', { name: 'Batal' }).click();
    await info.waitFor({ state: 'detached' });

    // Two forms as tabs; switching keeps what was typed in each.
    await chooseMenu(page, 'Data Master', 'Departemen');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Data Baru' }).waitFor();
    // What is typed before a new form has been read and shown is wiped by the reset that shows it.
    await formIdle(page, 'department');
    await page.locator('#department_deptno').fill('D-77');
    await chooseMenu(page, 'Data Master', 'Proyek');
    await formIdle(page, 'project');
    await page.locator('#project_projectname').fill('Gedung A');
    await workspaceTab(page, 'Departemen').tab.click();
    await expect.poll(() => page.locator('#department_deptno').inputValue()).toBe('D-77');
    await workspaceTab(page, 'Proyek').tab.click();
    await expect.poll(() => page.locator('#project_projectname').inputValue()).toBe('Gedung A');

    // Closing a tab with unsaved changes asks; Cancel stays, No closes without saving.
    await workspaceTab(page, 'Departemen').close.click();
    const ask = confirmDialog(page, 'Data belum disimpan, simpan data?');
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Batal' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await workspaceTab(page, 'Departemen').tab.count()).toBe(1);
    await workspaceTab(page, 'Departemen').close.click();
    await ask.getByRole('button', { name: 'Tidak' }).click();
    await workspaceTab(page, 'Departemen').tab.waitFor({ state: 'detached' });

    // A tab without changes closes at once.
    await chooseMenu(page, 'Data Master', 'Mata Uang');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Data Baru' }).waitFor();
    await workspaceTab(page, 'Mata Uang').close.click();
    await workspaceTab(page, 'Mata Uang').tab.waitFor({ state: 'detached' });
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

    // A screen not built yet (Panduan) answers "Fitur segera hadir.", a disabled one cannot be chosen.
    await chooseMenu(page, 'Peralatan', 'Panduan');
    await notice(page, 'Fitur segera hadir.').waitFor();
    await chooseMenu(page, 'Data Master');
    const commission = page.locator('.workspace-menu__popup:visible .ant-menu-item', { hasText: 'Komisi' });
    expect(await commission.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.getByText('Data Master', { exact: true }).click();

    // Closing the company asks for the unsaved project first, then returns to the company list.
    await page.getByRole('button', { name: 'Tutup Perusahaan' }).click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Tidak' }).click();
    await page.waitForURL(`${stack.url}/tenant`);
    await page.context().close();
  });

  it('shows a USER member only the menu entries and toolbar actions their rights allow', async () => {
    const { token, company } = await owner('id', 'PT Hak Akses');
    const member = await createVerifiedUser(stack, 'id', 'Budi Hartono');
    await api(stack, token, 'POST', '/tenant-user', { tenantId: company.tenantId, email: member.email, roleId: 3 });
    const page = await openWorkspace(stack, await signInToken(stack, member), company.datasourcekey);

    await chooseMenu(page, 'Sistem');
    await page.locator('.workspace-menu__popup:visible').getByText('Bahasa', { exact: true }).waitFor();
    await expect.poll(() => page.locator('.workspace-menu__popup:visible').getByText('Pengguna & Hak Akses', { exact: true }).count()).toBe(0);
    await page.getByTestId('workspace-menu').getByText('Sistem', { exact: true }).click();
    await chooseMenu(page, 'Peralatan');
    await page.locator('.workspace-menu__popup:visible').getByText('Panduan', { exact: true }).waitFor();
    await expect.poll(() => page.locator('.workspace-menu__popup:visible').getByText('Preferensi', { exact: true }).count()).toBe(0);
    await page.getByTestId('workspace-menu').getByText('Peralatan', { exact: true }).click();

    // USER may add but not edit or delete: the form offers New and Save, never Delete.
    await chooseMenu(page, 'Data Master', 'Departemen');
    const toolbar = activePane(page).getByRole('toolbar');
    await toolbar.getByRole('button', { name: 'Simpan' }).waitFor();
    await expect.poll(() => toolbar.getByRole('button', { name: 'Baru' }).count()).toBe(1);
    await expect.poll(() => toolbar.getByRole('button', { name: 'Hapus' }).count()).toBe(0);
    await page.context().close();
  });

  it('changes the theme and the language from the system menu', async () => {
    const { token, company } = await owner('id', 'PT Dua Bahasa');
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Sistem', 'Tema', 'Biru');
    await notice(page, 'Tema diubah.').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.shell__header') as Element).backgroundColor === 'rgb(22, 79, 158)');
    await chooseMenu(page, 'Sistem', 'Bahasa', 'English');
    await notice(page, 'Language changed.').waitFor();
    await page.getByTestId('workspace-menu').getByText('Master Data', { exact: true }).waitFor();
    await chooseMenu(page, 'Tools', 'Guide');
    await notice(page, 'Feature is coming soon.').waitFor();
    await page.context().close();
  });

  it('works on a 375 px phone: drawer menu, compact tabs, nothing wider than the screen', async () => {
    const { token, company } = await owner('id', 'PT Ponsel');
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width: 375, height: 812 } });
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = page.locator('.workspace__drawer');
    await drawer.getByText('Data Master', { exact: true }).click();
    await drawer.getByText('Pelanggan', { exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await workspaceTab(page, 'Pelanggan').tab.waitFor();
    await page.locator('#customer_name').waitFor();
    await formIdle(page, 'customer');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});

describeScreenshots('workspace screenshots', () => {
  const SIZES = { desktop: { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = { id: { master: 'Data Master' }, en: { master: 'Master Data' } } as const;

  it.each(['id', 'en'] as const)('home and menu in %s at 1280x800 and 375x812', async (lang) => {
    const { token, company } = await owner(lang, lang === 'id' ? 'PT Maju Bersama' : 'Maju Bersama Trading');
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await shoot(page, `workspace-home-${lang}-${size}`);
      if (size === 'desktop') {
        await chooseMenu(page, LABELS[lang].master);
        await page.locator('.workspace-menu__popup:visible').waitFor();
      } else {
        await page.getByRole('button', { name: lang === 'id' ? 'Buka menu' : 'Open menu' }).click();
        await page.locator('.workspace__drawer').getByText(LABELS[lang].master, { exact: true }).click();
      }
      await shoot(page, `workspace-menu-${lang}-${size}`);
      await page.context().close();
    }
  });
});
