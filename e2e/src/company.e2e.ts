import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken, type TestUser } from './support/accounts.ts';
import { api, chooseOption, companyAction, createCompany, prepareCompany, readPreference, savePreference, uniqueCompanyName, type Company } from './support/companies.ts';
import { screenshotDir } from './support/paths.ts';
import { takingScreenshots } from './support/screenshots.ts';
import { useStack } from './support/setup.ts';
import { notice } from './support/workspace.ts';

const stack = useStack();

/** The buttons (by name) that the notice holding `text` overlaps on screen. */
async function noticeCovers(page: Page, text: string, buttons: string[]): Promise<string[]> {
  const shown = notice(page, text);
  await shown.hover({ timeout: 5000, force: true }); // a notice under the pointer stays (it may still be sliding in)
  const box = await shown.boundingBox({ timeout: 5000 });
  if (!box) throw new Error(`no notice "${text}"`);
  const covered: string[] = [];
  for (const name of buttons) {
    const b = await page.getByRole('button', { name }).boundingBox({ timeout: 5000 });
    if (b && b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height) covered.push(name);
  }
  if (takingScreenshots) await page.screenshot({ path: path.join(screenshotDir, `company-list-notice-${page.viewportSize()?.width ?? 0}.png`) });
  return covered;
}

/** A browser signed in with `token` (the login page's hand-over), on /tenant with its list shown. */
async function signedIn(token: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await stack.newContext(viewport ? { viewport } : undefined);
  const page = await context.newPage();
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await page.waitForURL(`${stack.url}/tenant`);
  await page.getByRole('heading', { name: 'Daftar Perusahaan' }).waitFor();
  return page;
}

async function owner(): Promise<{ user: TestUser; token: string }> {
  const user = await createVerifiedUser(stack);
  return { user, token: await signInToken(stack, user) };
}

async function listNames(token: string, archived = false): Promise<string[]> {
  const res = await api<{ listdata: Company[] }>(stack, token, 'GET', archived ? '/tenant-user-by-userid-archives' : '/tenant-user-by-userid');
  return res.listdata.map((company) => company.name);
}

describe('creating a company and its initial setup', () => {
  it('creates a company, walks the five setup steps with a USD currency and lands in its workspace', async () => {
    const { token } = await owner();
    const page = await signedIn(token);
    const name = uniqueCompanyName('PT Maju Jaya');

    await page.getByRole('button', { name: 'Perusahaan Baru' }).click();
    await page.locator('#company-create_name').fill('abc');
    await page.getByRole('button', { name: 'Buat' }).click();
    await page.getByText('Nama Database terlalu pendek (minimal 4 karakter).').waitFor();
    await page.locator('#company-create_name').fill(name);
    await page.getByText('Nama database dapat digunakan.').waitFor();
    await page.getByRole('button', { name: 'Buat' }).click();
    await notice(page, `Perusahaan ${name} berhasil dibuat.`).waitFor();

    // Step 1: nothing but the name is filled; Selanjutnya shows the spec's messages and stays.
    await page.getByText('Persiapan Awal').waitFor();
    expect(await page.getByRole('button', { name: 'Kembali', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
    for (const message of ['Bidang Usaha Harus Diisi', 'Provinsi harus diisi.', 'Kode Pos harus diisi.', 'Tgl Awal harus diisi.', 'Tahun Fiskal harus diisi.']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect.poll(() => page.getByText('Alamat harus diisi.', { exact: true }).count()).toBe(2);
    await expect.poll(() => page.locator('#company-info_companyname').inputValue()).toBe(name);

    await page.locator('#company-info_businesstype').fill('Perdagangan umum');
    await page.locator('#company-info_addressline1').fill('Jl. Pemuda No. 10');
    await chooseOption(page, '#company-info_provinceid', 'Jawa Timur');
    await chooseOption(page, '#company-info_cityid', 'Kota Surabaya');
    await expect.poll(() => page.locator('#company-info_addressline3').inputValue()).toBe('Kota Surabaya');
    await page.locator('#company-info_postalcode').fill('60271');
    await page.locator('#company-info_startdate').click();
    await page.locator('#company-info_startdate').fill('01/01/2025');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#company-info_fiscalyear').inputValue()).toBe('2025');
    await page.getByRole('button', { name: 'Selanjutnya', exact: true }).click();

    // Step 2: features and currencies; an incomplete currency is refused with the spec's message.
    await page.getByRole('heading', { name: 'Fitur Dasar' }).waitFor();
    await page.getByText('Banyak Gudang', { exact: true }).click();
    await page.getByText('Banyak Mata Uang', { exact: true }).click();
    await page.getByRole('button', { name: 'Tambah Mata Uang' }).click();
    await page.locator('#new-currency_exchangerate').fill('');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await page.getByText('Mata Uang/Nilai Tukar Belum diisi.').waitFor();
    await page.locator('#new-currency_currencyname').fill('USD');
    await page.locator('#new-currency_exchangerate').fill('16250');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await page.getByRole('button', { name: 'Hapus USD' }).waitFor();
    await expect.poll(() => page.getByTestId('currency-row').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Hapus IDR' }).count()).toBe(0);

    // Steps 3–5: the provisioned defaults show in their pickers (C.O.D, CENTER); the sales terms become Net 30.
    const picker = (label: string) => page.locator('.default-picker', { hasText: label });
    await page.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
    await page.getByRole('heading', { name: 'Penjualan' }).waitFor();
    await picker('Syarat Pembayaran Penjualan Bawaan').getByTitle('C.O.D (0 hari)').waitFor();
    await page.locator('#setup-preference_pcompany_salesdefaulttermid').fill('Net 30');
    await page.locator('.ant-select-item-option[title="Net 30 (30 hari)"]').click();
    await picker('Syarat Pembayaran Penjualan Bawaan').getByTitle('Net 30 (30 hari)').waitFor();
    await page.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
    await page.getByRole('heading', { name: 'Pembelian' }).waitFor();
    await picker('Syarat Pembayaran Pembelian Bawaan').getByTitle('C.O.D (0 hari)').waitFor();
    await page.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
    await page.getByRole('heading', { name: 'Persediaan' }).waitFor();
    await picker('Gudang Bawaan').getByTitle('CENTER').waitFor();
    await page.getByText('Rata-rata bergerak').click();
    await page.getByRole('button', { name: 'Selesai', exact: true }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/open='));
    await expect.poll(() => page.getByTestId('workspace-company').textContent()).toContain(name);
    const [company] = (await api<{ listdata: (Company & { prepared: boolean })[] }>(stack, token, 'GET', '/tenant-user-by-userid')).listdata;
    expect(company?.prepared).toBe(true);
    const preference = await readPreference(stack, token, company?.tenantId ?? 0);
    expect(preference.pcompany).toMatchObject({ preparation: true, usemulticurrency: true, reserved3: 'AVG' });
    expect(JSON.parse(String(preference.pcompany.features)).persediaan.usemultiwhs).toBe(true);
    const terms = (await api<{ listdata: { termid: number; termname: string }[] }>(stack, token, 'GET', `/tenant/${company?.tenantId}/master/term-payment/readallBase?size=500`)).listdata;
    const termId = (name: string) => terms.find((term) => term.termname === name)?.termid;
    expect(preference.pcompany).toMatchObject({ salesdefaulttermid: termId('Net 30'), purchasedefaulttermid: termId('C.O.D') });
    expect(preference.pcompany.defaultwarehouseid).toEqual(expect.any(Number));
    expect(preference.pcurrency.map((row) => [row.currencyname, row.exchangerate])).toEqual([
      ['IDR', '1'],
      ['USD', '16250'],
    ]);

    // The list marks the opened company and offers closing it.
    await page.goto('/tenant');
    await page.getByText('Sedang dibuka').waitFor();
    await companyAction(page, name, 'Tutup Perusahaan');
    await notice(page, 'Perusahaan ditutup.').waitFor();
    // The notice comes with the answer; the list shows it after reading itself again.
    await page.getByText('Sedang dibuka').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('reports a name already used while typing, and creates a sample database', async () => {
    const { token } = await owner();
    const taken = await createCompany(stack, token, uniqueCompanyName('CV Sudah Ada'));
    const page = await signedIn(token);
    await page.getByRole('button', { name: 'Database Contoh' }).click();
    await page.locator('#company-create_name').fill(taken.name);
    await page.getByText('Nama database sudah digunakan.').waitFor();
    await expect.poll(() => page.locator('#company-create_sample').isChecked()).toBe(true);

    const sample = uniqueCompanyName('Contoh Dagang');
    await page.locator('#company-create_name').fill(sample);
    await page.getByText('Nama database dapat digunakan.').waitFor();
    await page.getByRole('button', { name: 'Buat' }).click();
    await notice(page, `Perusahaan ${sample} berhasil dibuat.`).waitFor();
    // The sample comes with a complete profile: it opens in its workspace, not in "Persiapan Awal".
    await page.getByTestId('workspace-home').waitFor();
    expect(await listNames(token)).toContain(sample);
    await page.context().close();
  });
});

describe('company list actions', () => {
  it('renames, archives, restores and deletes a company after a confirmation naming it', async () => {
    const { token } = await owner();
    const company = await createCompany(stack, token, uniqueCompanyName('PT Lama'));
    const renamed = uniqueCompanyName('PT Baru');
    const page = await signedIn(token);

    await companyAction(page, company.name, 'Ubah Nama');
    await page.locator('#company-rename_name').fill(renamed);
    await page.getByText('Nama database dapat digunakan.').waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await notice(page, `Nama perusahaan diubah menjadi ${renamed}.`).waitFor();
    // The notice (top right, held by the pointer) leaves the list's buttons free on a desktop.
    expect(await noticeCovers(page, `Nama perusahaan diubah menjadi ${renamed}.`, ['Database Contoh', 'Perusahaan Baru'])).toEqual([]);
    await page.getByRole('button', { name: `Buka ${renamed}` }).waitFor();

    await companyAction(page, renamed, 'Arsipkan');
    await notice(page, `Perusahaan ${renamed} diarsipkan.`).waitFor();
    expect(await listNames(token, true)).toEqual([renamed]);
    await page.getByRole('tab', { name: 'Arsip (1)' }).click();
    await page.getByRole('button', { name: `Pulihkan ${renamed}` }).click();
    await notice(page, `Perusahaan ${renamed} dipulihkan.`).waitFor();
    expect(await listNames(token)).toEqual([renamed]);

    await page.getByRole('tab', { name: 'Aktif (1)' }).click();
    await companyAction(page, renamed, 'Hapus');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.locator('.ant-modal-confirm-title', { hasText: `Hapus perusahaan ${renamed}?` }).waitFor();
    await expect.poll(() => confirm.textContent()).toContain('akan dihapus permanen');
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await notice(page, `Perusahaan ${renamed} dihapus.`).waitFor();
    await page.getByText('Anda belum memiliki perusahaan.').waitFor();
    expect(await listNames(token)).toEqual([]);
    expect(await listNames(token, true)).toEqual([]);
    await page.context().close();
  });

  it('leaves the list buttons free of the notices on a 375 px phone', async () => {
    const { token } = await owner();
    const company = await createCompany(stack, token, uniqueCompanyName('PT Ponsel'));
    const renamed = uniqueCompanyName('PT Ponsel Baru');
    const page = await signedIn(token, { width: 375, height: 812 });
    const buttons = ['Database Contoh', 'Perusahaan Baru'];

    // The notice of the sign-in, then one of an action on the list: both at the top, neither over the buttons.
    expect(await noticeCovers(page, 'Anda berhasil masuk.', buttons)).toEqual([]);
    await companyAction(page, company.name, 'Ubah Nama');
    await page.locator('#company-rename_name').fill(renamed);
    await page.getByText('Nama database dapat digunakan.').waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    expect(await noticeCovers(page, `Nama perusahaan diubah menjadi ${renamed}.`, buttons)).toEqual([]);
    // The buttons are still on the screen and still work.
    await page.getByRole('button', { name: 'Perusahaan Baru' }).click();
    await page.locator('#company-create_name').waitFor();
    await page.context().close();
  });
});

describe('company users', () => {
  it('adds an existing user, changes the role, invites an unknown e-mail and removes the user', async () => {
    const { token } = await owner();
    const colleague = await createVerifiedUser(stack, 'id', 'Rina Wulandari');
    const company = await createCompany(stack, token, uniqueCompanyName('PT Bersama'));
    const page = await signedIn(token);

    await companyAction(page, company.name, 'Pengguna');
    await page.getByText(`Pengguna ${company.name}`).waitFor();
    // The owner's row offers neither a role change nor removal.
    await page.getByTestId('member-row').filter({ hasText: 'Pemilik' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /dari perusahaan$/ }).count()).toBe(0);

    await page.locator('#add-member_email').fill(colleague.email);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await notice(page, 'Pengguna berhasil ditambahkan ke perusahaan.').waitFor();
    const row = page.getByTestId('member-row').filter({ hasText: colleague.name });
    await row.getByText('Pengguna', { exact: true }).waitFor();

    await row.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: 'Supervisor' }).click();
    await notice(page, 'Peran pengguna diubah.').waitFor();
    const members = async () => (await api<{ listdata: { email: string; roleId: number; pending: boolean; userId: number | null }[] }>(stack, token, 'GET', `/tenant-user-by-tenantid/${company.tenantId}`)).listdata;
    expect((await members()).find((m) => m.email === colleague.email)?.roleId).toBe(2);

    const invited = `calon.${Date.now().toString(36)}@example.co.id`;
    await page.locator('#add-member_email').fill(invited);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await notice(page, `Undangan telah dikirim ke ${invited}.`).waitFor();
    const invitedRow = page.getByTestId('member-row').filter({ hasText: invited });
    await invitedRow.getByText('Menunggu pendaftaran').waitFor();
    await invitedRow.getByRole('button', { name: `Batalkan undangan untuk ${invited}` }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Ya' }).click();
    await notice(page, 'Undangan dibatalkan.').waitFor();
    await invitedRow.waitFor({ state: 'detached' });

    // Rights per screen: a supervisor may no longer edit customers once the box is cleared.
    await row.getByRole('button', { name: `Hak akses ${colleague.name}` }).click();
    const rights = page.getByRole('dialog', { name: `Hak Akses: ${colleague.name}` });
    const customerEdit = rights.getByRole('checkbox', { name: 'Ubah: Pelanggan', exact: true });
    await expect.poll(() => customerEdit.isChecked()).toBe(true);
    await customerEdit.uncheck();
    await rights.getByRole('button', { name: 'Simpan' }).click();
    await notice(page, 'Hak akses disimpan.').waitFor();
    const colleagueId = (await members()).find((m) => m.email === colleague.email)?.userId;
    const saved = await api<{ data: { hakAksesList: { screen: string; ubah: boolean; tambah: boolean }[] } }>(stack, token, 'GET', `/tenant/${company.tenantId}/master/privileges/${colleagueId}`);
    expect(saved.data.hakAksesList.find((r) => r.screen === 'customer')).toMatchObject({ ubah: false, tambah: true });

    await row.getByRole('button', { name: `Hapus ${colleague.name} dari perusahaan` }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Ya' }).click();
    await notice(page, 'Pengguna dihapus dari perusahaan.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await members()).map((m) => m.email)).not.toContain(colleague.email);
    await page.context().close();
  });
});

describe('company preferences', () => {
  it('opens from the workspace, saves a change and offers a reload after someone else saved', async () => {
    const { token } = await owner();
    const company = await createCompany(stack, token, uniqueCompanyName('PT Preferensi'));
    await prepareCompany(stack, token, company);
    const page = await signedIn(token);
    await page.goto(`/open=${company.datasourcekey}`);
    await page.getByRole('button', { name: 'Preferensi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Perusahaan' }).waitFor();
    await expect.poll(() => page.locator('#preferences-company_postalcode').inputValue()).toBe('60271');
    // On long tabs the body scrolls and the footer stays on screen.
    for (const tab of ['Perusahaan', 'Pembelian/Penjualan', 'Fitur']) {
      await dialog.getByRole('tab', { name: tab }).click();
      const save = await dialog.getByRole('button', { name: 'Simpan' }).boundingBox();
      expect(save && save.y + save.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      if (takingScreenshots) await page.screenshot({ path: path.join(screenshotDir, `preferences-footer-${tab.replace('/', '-')}.png`) });
    }
    await dialog.getByRole('tab', { name: 'Perusahaan' }).click();

    await dialog.getByRole('tab', { name: 'Akun Standar' }).click();
    await chooseOption(page, '#preferences_pdefAccnt_cash', '1-10003 · Rekening Bank');
    await dialog.getByRole('tab', { name: 'Pengingat' }).click();
    await dialog.getByLabel('Ingatkan sebelum jatuh tempo').fill('14');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await notice(page, 'Preferensi berhasil disimpan.').waitFor();
    const saved = await readPreference(stack, token, company.tenantId);
    expect(saved.settingReminders.daysbeforedue).toBe(14);
    const bank = await api<{ data: { glid: number } }>(stack, token, 'GET', `/tenant/${company.tenantId}/master/glaccount/readNo/1-10003`);
    expect((saved.pdefAccnt as { cash: number }).cash).toBe(bank.data.glid);

    // Someone else saves while the dialog is open: saving asks to reload, and the reload shows their value. The
    // dialog shows its tabs only once its own read is done, so that read comes before the other save.
    await page.getByRole('button', { name: 'Preferensi' }).click();
    await dialog.getByRole('tab', { name: 'Pengingat' }).click();
    await savePreference(stack, token, company.tenantId, (preference) => {
      preference.settingReminders.daysbeforedue = 30;
    });
    await dialog.getByLabel('Ingatkan sebelum jatuh tempo').fill('21');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Preferensi telah diubah' }).waitFor();
    await page.getByRole('button', { name: 'Muat Ulang' }).click();
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('#preferences_settingReminders_daysbeforedue')?.value ?? '') === '30');
    await page.context().close();
  });

  it('tells a USER member that preferences are not open to them, and hides owner-only actions', async () => {
    const { token } = await owner();
    const member = await createVerifiedUser(stack, 'id', 'Agus Salim');
    const company = await createCompany(stack, token, uniqueCompanyName('PT Terbatas'));
    await prepareCompany(stack, token, company);
    await api(stack, token, 'POST', '/tenant-user', { tenantId: company.tenantId, email: member.email, roleId: 3 });

    const page = await signedIn(await signInToken(stack, member));
    await page.getByRole('button', { name: `Buka ${company.name}` }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: `Tindakan lain untuk ${company.name}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Buka ${company.name}` }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/open=${company.datasourcekey}`);
    await page.getByRole('button', { name: 'Preferensi' }).click();
    await notice(page, 'Anda tidak memiliki akses untuk membuka preferensi.').waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
