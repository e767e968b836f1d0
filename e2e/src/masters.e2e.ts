import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken } from './support/accounts.ts';
import { api, chooseOption } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { nextFrames } from './support/page-helpers.ts';
import { screenshotDir } from './support/paths.ts';
import { describeScreenshots, shoot, takingScreenshots } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, chooseMenu, confirmDialog, formIdle, notice, openListRow, openScreen, openWorkspace, showList } from './support/workspace.ts';

const stack = useStack();

const owner = (language: Language = 'id', company = 'PT Data Master') => ownerWithCompany(stack, { language, user: { id: 'Sari Wulandari', en: 'Kevin Halim' }, company });

type Row = Record<string, unknown>;

describe('master data forms', () => {
  it('creates, edits, finds and deletes a department', async () => {
    const { token, company } = await owner();
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Data Master', 'Departemen');
    const title = activePane(page).getByTestId('doc-title');
    await title.filter({ hasText: 'Data Baru' }).waitFor();
    await formIdle(page, 'department');

    // The shared schema speaks before the server is asked.
    await activePane(page).getByRole('button', { name: 'Simpan' }).click();
    await activePane(page).getByText('No. Departemen wajib diisi.').waitFor();

    await page.locator('#department_deptno').fill('PRD');
    await page.locator('#department_deptname').fill('Produksi');
    await page.keyboard.press('Control+s');
    await notice(page, 'Berhasil').first().waitFor();
    await title.filter({ hasText: 'PRD · Produksi' }).waitFor();

    await page.locator('#department_deptname').fill('Produksi Pabrik');
    await activePane(page).getByText('Belum disimpan').waitFor();
    await activePane(page).getByRole('button', { name: 'Simpan' }).click();
    await title.filter({ hasText: 'PRD · Produksi Pabrik' }).waitFor();
    const saved = (await api<{ data: Row }>(stack, token, 'GET', master(company, 'department/readNo/PRD'))).data;
    expect(saved).toMatchObject({ deptname: 'Produksi Pabrik', version: 2 });

    // The list sorts and searches on the server.
    await showList(page);
    const rows = activePane(page).locator('.ant-table-row');
    await rows.filter({ hasText: 'NON DEPARTMENT' }).waitFor();
    await expect.poll(() => rows.first().textContent()).toContain('NON DEPARTMENT');
    const header = activePane(page).locator('.ant-table-thead th', { hasText: 'No. Departemen' });
    await header.click();
    await header.click();
    await expect.poll(() => rows.first().textContent()).toContain('PRD');
    await activePane(page).getByTestId('list-search').fill('pabrik');
    await rows.filter({ hasText: 'NON DEPARTMENT' }).waitFor({ state: 'detached' });
    await expect.poll(() => rows.count()).toBe(1);
    // The form still shows PRD from before: only the finished read says the click has been taken.
    await openListRow(page, rows.filter({ hasText: 'PRD' }));
    await title.filter({ hasText: 'PRD · Produksi Pabrik' }).waitFor();

    // Delete asks first; afterwards the form is new again and the record is gone.
    await activePane(page).getByRole('button', { name: 'Hapus' }).click();
    const ask = confirmDialog(page, 'Apakah Anda yakin ingin menghapus?');
    await ask.getByRole('button', { name: 'Ya' }).click();
    await ask.waitFor({ state: 'detached' });
    await title.filter({ hasText: 'Data Baru' }).waitFor();
    const gone = await fetch(`${stack.url}/api${master(company, 'department/readNo/PRD')}`, { headers: { authorization: `Bearer ${token}` } });
    expect(gone.status).toBe(404);

    // Alt+N over unsaved changes asks "Perubahan Anda akan dibatalkan, lanjutkan?"; No keeps them.
    await page.locator('#department_deptno').fill('TMP');
    await page.keyboard.press('Alt+n');
    const discard = confirmDialog(page, 'Perubahan Anda akan dibatalkan, lanjutkan?');
    await discard.getByRole('button', { name: 'Tidak' }).click();
    await discard.waitFor({ state: 'detached' });
    expect(await page.locator('#department_deptno').inputValue()).toBe('TMP');
    await page.keyboard.press('Alt+n');
    await discard.getByRole('button', { name: 'Ya' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#department_deptno')?.value === '');
    await formIdle(page, 'department');

    // PageUp walks back to the last record; the default department stays: the server's 409 shows as a warning.
    await page.keyboard.press('PageUp');
    await title.filter({ hasText: 'NON DEPARTMENT' }).waitFor();
    await activePane(page).getByRole('button', { name: 'Hapus' }).click();
    await ask.getByRole('button', { name: 'Ya' }).click();
    await page.locator('.ant-notification-notice-warning', { hasText: 'Data bawaan (nomor 0) tidak dapat dihapus.' }).waitFor();
    await page.context().close();
  });

  it('saves a customer with a credit limit typed as 25.000.000,50 and shows its audit trail', async () => {
    const { token, company } = await owner();
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Data Master', 'Pelanggan');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#customer_personno')?.value === 'C-00001');
    await page.locator('#customer_name').fill('PT Sinar Jaya');
    await activePane(page).getByRole('tab', { name: 'Penjualan' }).click();
    await page.locator('#customer_creditlimit').fill('25.000.000,50');
    await page.locator('#customer_creditlimitday').fill('30');
    await page.keyboard.press('Control+s');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'C-00001 · PT Sinar Jaya' }).waitFor();
    await expect.poll(() => page.locator('#customer_creditlimit').inputValue()).toBe('25.000.000,50');
    const saved = (await api<{ data: Row }>(stack, token, 'GET', `${master(company, 'person-data/readNo/C-00001')}?persontype=0`)).data;
    expect(saved).toMatchObject({ name: 'PT Sinar Jaya', creditlimit: '25000000.5', creditlimitday: 30, persontype: 0 });

    await activePane(page).getByRole('tab', { name: 'Umum' }).click();
    await page.locator('#customer_name').fill('PT Sinar Jaya Abadi');
    await page.keyboard.press('Control+s');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'PT Sinar Jaya Abadi' }).waitFor();

    await activePane(page).getByRole('button', { name: 'Audit' }).click();
    const entries = page.getByTestId('audit-entry');
    await entries.nth(1).waitFor();
    await expect.poll(() => entries.nth(0).textContent()).toContain('Diubah');
    await expect.poll(() => entries.nth(0).textContent()).toContain('PT Sinar Jaya Abadi');
    await expect.poll(() => entries.nth(1).textContent()).toContain('Dibuat');
    await expect.poll(() => entries.nth(1).textContent()).toContain('Batas Kredit');
    // Every change is named by the form's caption: no raw keys, no ids or person kind.
    const fieldCells = await page.locator('.audit__changes tbody tr td:first-child').allTextContents();
    expect(fieldCells).toContain('No. Pelanggan');
    for (const cell of fieldCells) expect(cell).not.toMatch(/^[a-z_0-9]+$/);
    // A reference shows the record it names (the currency's name), not its id.
    const currency = page.locator('.audit__changes tbody tr', { has: page.locator('td:first-child', { hasText: /^Mata Uang$/ }) }).locator('td').last();
    await expect.poll(() => currency.textContent()).toMatch(/\D/);
    // Money as the form shows it, not as the API sends it.
    const limit = page.locator('.audit__changes tbody tr', { has: page.locator('td:first-child', { hasText: /^Batas Kredit$/ }) }).locator('td').last();
    await expect.poll(() => limit.textContent()).toBe('25.000.000,50');
    await page.screenshot({ path: path.join(screenshotDir, 'master-customer-audit-captions-id.png') });
    await page.keyboard.press('Escape');
    await entries.first().waitFor({ state: 'detached' });

    // Limited to six branches: the summary names five, then " dst.".
    const branches = ['Surabaya', 'Jakarta', 'Bandung', 'Semarang', 'Malang', 'Medan'];
    for (const branchname of branches) await api(stack, token, 'POST', master(company, 'branch'), { branchname: `Cabang ${branchname}` });
    await activePane(page).getByRole('tab', { name: 'Akses' }).click();
    await page.locator('#customer_allusers').click();
    for (const branchname of branches) await chooseOption(page, '#customer_detailbranch', `Cabang ${branchname}`);
    await page.keyboard.press('Escape');
    await activePane(page).getByTestId('access-summary').filter({ hasText: 'dst.' }).waitFor();
    await expect.poll(() => activePane(page).getByTestId('access-summary').textContent()).toBe('Hanya untuk: Cabang Surabaya, Cabang Jakarta, Cabang Bandung, Cabang Semarang, Cabang Malang dst.');
    // The notice of the save before may still be up: the unsaved mark going says this save is done.
    await activePane(page).getByText('Belum disimpan').waitFor();
    await page.keyboard.press('Control+s');
    await activePane(page).getByText('Belum disimpan').waitFor({ state: 'detached' });
    await notice(page, 'Berhasil').first().waitFor();
    const limited = (await api<{ data: Row }>(stack, token, 'GET', `${master(company, 'person-data/readNo/C-00001')}?persontype=0`)).data;
    expect(limited).toMatchObject({ allusers: false });
    expect(limited.detailbranch).toHaveLength(6);

    // New, from the last sub-tab: the form is back on General, its number and name fields in sight.
    await activePane(page).getByRole('button', { name: 'Baru' }).click();
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Data Baru' }).waitFor();
    await expect.poll(() => activePane(page).getByRole('tab', { name: 'Umum' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('#customer_name').waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('#customer_personno').inputValue()).toBe('C-00002');
    if (takingScreenshots) await page.screenshot({ path: path.join(screenshotDir, 'master-customer-new-after-access-id.png') });
    await page.context().close();
  });

  it('saves an item with two units and prices per unit level, and a special price', async () => {
    const { token, company } = await owner();
    await api(stack, token, 'POST', master(company, 'person-data'), { persontype: 0, personno: 'C-00001', name: 'Toko Makmur' });
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Barang & Jasa');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#item_itemno')?.value === 'BRG-00001');
    await page.locator('#item_itemdescription').fill('Kopi Bubuk 250 g');

    await activePane(page).getByRole('tab', { name: 'Satuan & Harga' }).click();
    await chooseOption(page, '#item_unit2', 'BOX');
    await page.locator('#item_ratio2').fill('12');
    await page.locator('#item_unitprice').fill('15.000');
    await page.locator('#item_unitprice2').fill('14.500,5');
    await page.locator('#item_unitprice_l2').fill('170.000');

    await activePane(page).getByRole('tab', { name: 'Harga Khusus' }).click();
    await activePane(page).getByRole('button', { name: 'Tambah Harga Khusus' }).click();
    await chooseOption(page, '#item_details_0_personid', 'Toko Makmur');
    await page.locator('#item_details_0_price1').fill('14.000');

    await page.keyboard.press('Control+s');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'BRG-00001 · Kopi Bubuk 250 g' }).waitFor();
    const saved = (await api<{ data: Row }>(stack, token, 'GET', master(company, 'item/readNo/BRG-00001'))).data;
    expect(saved).toMatchObject({
      unit1: 'PCS',
      unit2: 'BOX',
      ratio2: '12',
      unitprice: '15000',
      unitprice2: '14500.5',
      unitprice3: '0',
      unitprice_l2: '170000',
      unitprice2_l2: '0',
      details: [{ persontype: 0, price1: '14000' }],
    });
    await activePane(page).getByRole('tab', { name: 'Satuan & Harga' }).click();
    await expect.poll(() => page.locator('#item_unitprice2').inputValue()).toBe('14.500,50');
    await page.context().close();
  });

  it('refuses a parent account in an account selector', async () => {
    const { token, company } = await owner();
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Data Master', 'Pajak');
    await formIdle(page, 'tax');
    await chooseOption(page, '#tax_salesglid', '1-10000');
    await notice(page, 'Akun induk tidak dapat dipilih!').waitFor();
    const field = activePane(page).locator('.ant-form-item', { has: page.locator('#tax_salesglid') });
    await expect.poll(() => field.getByText('1-10000 · Kas & Bank').count()).toBe(0);
    await chooseOption(page, '#tax_salesglid', '1-10001');
    await field.getByTitle('1-10001 · Kas Kecil').waitFor();
    await page.context().close();
  });

  it('lists the chart of accounts as a tree and adds a sub-account under a parent', async () => {
    const { token, company } = await owner();
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Daftar Akun');
    await showList(page);
    const parentRow = activePane(page).locator('.ant-table-row', { hasText: '1-10000' }).first();
    await parentRow.getByText('Induk').waitFor();
    await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: '1-10001' }));
    await activePane(page).getByTestId('doc-title').filter({ hasText: '1-10001 · Kas Kecil' }).waitFor();
    await page.locator('#glaccount_accountname2').fill('Petty Cash (Head Office)');
    await page.keyboard.press('Control+s');
    await notice(page, 'Berhasil').first().waitFor();

    await activePane(page).getByRole('button', { name: 'Baru' }).click();
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Data Baru' }).waitFor();
    await page.locator('#glaccount_glaccount').fill('1-10009');
    await page.locator('#glaccount_accountname').fill('Bank BRI');
    await chooseOption(page, '#glaccount_accounttype', 'Kas & Bank');
    await chooseOption(page, '#glaccount_parentaccount', '1-10000');
    await page.keyboard.press('Control+s');
    await activePane(page).getByTestId('doc-title').filter({ hasText: '1-10009 · Bank BRI' }).waitFor();
    const parent = (await api<{ data: Row }>(stack, token, 'GET', master(company, 'glaccount/readNo/1-10000'))).data;
    const child = (await api<{ data: Row }>(stack, token, 'GET', master(company, 'glaccount/readNo/1-10009'))).data;
    expect(child).toMatchObject({ accounttype: 1, parentaccount: parent.glid, subaccount: true });
    await showList(page);
    await activePane(page).locator('.ant-table-row', { hasText: '1-10009' }).waitFor();
    await page.context().close();
  });

  it('shows the edit lock to a second member, as a warning that names the holder', async () => {
    const { user, token, company } = await owner();
    const colleague = await createVerifiedUser(stack, 'id', 'Agus Salim');
    await api(stack, token, 'POST', '/tenant-user', { tenantId: company.tenantId, email: colleague.email, roleId: 2 });
    await api(stack, token, 'POST', master(company, 'person-data'), { persontype: 0, personno: 'C-00001', name: 'CV Terang Bulan' });

    const open = async (page: Page) => {
      await chooseMenu(page, 'Data Master', 'Pelanggan');
      await showList(page);
      await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: 'CV Terang Bulan' }));
      await activePane(page).getByTestId('doc-title').filter({ hasText: 'C-00001 · CV Terang Bulan' }).waitFor();
    };
    const first = await openWorkspace(stack, token, company.datasourcekey);
    await open(first);
    const locked = first.waitForResponse((res) => res.url().includes('/person-data/lock/') && res.request().method() === 'POST');
    await first.locator('#customer_contact').fill('Ibu Rina');
    expect((await locked).status()).toBe(200);

    const second = await openWorkspace(stack, await signInToken(stack, colleague), company.datasourcekey);
    await open(second);
    await second.locator('#customer_contact').fill('Pak Budi');
    await second.locator('.ant-notification-notice-warning', { hasText: `Data sedang diubah oleh ${user.name}` }).waitFor();
    await activePane(second).getByTestId('doc-locked').waitFor();
    await expect.poll(() => second.locator('#customer_contact').inputValue()).toBe('');
    await expect.poll(() => second.locator('#customer_contact').isDisabled()).toBe(true);

    // Saving releases the lock: the colleague can edit after reloading.
    await first.keyboard.press('Control+s');
    await notice(first, 'Berhasil').first().waitFor();
    await activePane(second).getByTestId('doc-locked').getByRole('button', { name: 'Muat Ulang' }).click();
    await second.waitForFunction(() => document.querySelector<HTMLInputElement>('#customer_contact')?.value === 'Ibu Rina');
    await second.locator('#customer_contact').fill('Pak Budi');
    await second.keyboard.press('Control+s');
    await notice(second, 'Berhasil').first().waitFor();

    // The owner's copy is now old: saving it answers 409 and offers a reload that shows the colleague's change.
    await first.locator('#customer_phone').fill('031-777');
    await first.keyboard.press('Control+s');
    await activePane(first).getByTestId('doc-stale').waitFor();
    await activePane(first).getByTestId('doc-stale').getByRole('button', { name: 'Muat Ulang' }).click();
    await first.waitForFunction(() => document.querySelector<HTMLInputElement>('#customer_contact')?.value === 'Pak Budi');
    await first.context().close();
    await second.context().close();
  });

  it('attaches a file to a saved record', async () => {
    const { token, company } = await owner();
    const shipment = (await api<{ data: { shipid: number } }>(stack, token, 'POST', master(company, 'shipment'), { name: 'JNE Reguler' })).data;
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Data Master', 'Jasa Pengiriman');
    await activePane(page).getByRole('button', { name: 'Sebelumnya' }).click();
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'JNE Reguler' }).waitFor();
    await activePane(page).getByRole('button', { name: 'Lampiran' }).click();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.locator('.attachments input[type=file]').setInputFiles({ name: 'tanda-terima.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('attachment-row').filter({ hasText: 'tanda-terima.png' }).waitFor();
    const files = await api<{ listdata: Row[] }>(stack, token, 'GET', `/tenant/${company.tenantId}/storage/images?form=shipment&recordid=${shipment.shipid}`);
    expect(files.listdata.map((file) => file.filename)).toEqual(['tanda-terima.png']);
    await page.context().close();
  });

  it('renders only the visible rows of a 100 000-customer list', async () => {
    const { token, company } = await owner();
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await page.route('**/master/person-data/readall**', async (route) => {
      const url = new URL(route.request().url());
      const pageNo = Number(url.searchParams.get('page') ?? '1');
      const size = Number(url.searchParams.get('size') ?? '20');
      const listdata = Array.from({ length: size }, (_, i) => {
        const n = (pageNo - 1) * size + i + 1;
        return { personid: n, id: n, persontype: 0, personno: `C-${String(n).padStart(6, '0')}`, name: `Pelanggan ${n}`, city: 'Surabaya', phone: '', creditlimit: '1000000', suspended: false };
      });
      await route.fulfill({ json: { listdata, total: 100_000, page: pageNo, size } });
    });
    await chooseMenu(page, 'Data Master', 'Pelanggan');
    await showList(page);
    await activePane(page).getByText('1–100 dari 100.000').waitFor();
    await activePane(page).locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '500' }).click();
    await activePane(page).getByText('1–500 dari 100.000').waitFor();
    // The 500-row page has arrived once the virtual body is 500 rows tall.
    await page.waitForFunction(() => (document.querySelector('.ant-tabs-content-active .ant-table-tbody-virtual-holder')?.scrollHeight ?? 0) > 400 * 30);
    await expect.poll(() => activePane(page).locator('.ant-table-row').count()).toBeGreaterThan(5);
    expect(await activePane(page).locator('.ant-table-row').count()).toBeLessThan(80);
    // Scrolling with the wheel to the end of the page brings its last row (each step waits for the page to paint it).
    await activePane(page).locator('.ant-table-row').first().hover();
    const last = activePane(page).locator('.ant-table-row', { hasText: 'C-000500' });
    for (let i = 0; i < 60 && !(await last.isVisible()); i += 1) {
      await page.mouse.wheel(0, 2000);
      await nextFrames(page);
    }
    await last.waitFor();
    await activePane(page).locator('.ant-pagination-item', { hasText: '200' }).click();
    await activePane(page).getByText('99.501–100.000 dari 100.000').waitFor();
    await activePane(page).locator('.ant-table-row', { hasText: 'C-099501' }).waitFor();
    await page.context().close();
  });
});

describeScreenshots('master data screenshots', () => {
  const SIZES = { desktop: { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = {
    id: { master: 'Data Master', modules: 'Modul Utama', inventory: 'Persediaan', customer: 'Pelanggan', item: 'Barang & Jasa', unitsPrices: 'Satuan & Harga', sales: 'Penjualan' },
    en: { master: 'Master Data', modules: 'Main Modules', inventory: 'Inventory', customer: 'Customer', item: 'Items', unitsPrices: 'Units & prices', sales: 'Sales' },
  } as const;
  const CUSTOMERS = ['PT Sinar Jaya Abadi', 'CV Makmur Sentosa', 'Toko Sumber Rejeki', 'PT Cahaya Timur', 'UD Berkah Tani', 'PT Nusantara Logistik'];

  it.each(['id', 'en'] as const)('customer list, customer form and item form in %s', async (lang) => {
    const { token, company } = await owner(lang, lang === 'id' ? 'PT Maju Bersama' : 'Maju Bersama Trading');
    for (const [i, name] of CUSTOMERS.entries()) {
      await api(stack, token, 'POST', master(company, 'person-data'), {
        persontype: 0,
        personno: `C-0000${i + 1}`,
        name,
        city: ['Surabaya', 'Jakarta', 'Bandung', 'Semarang', 'Malang', 'Medan'][i],
        phone: `031-55${i}01${i}`,
        creditlimit: String((i + 1) * 12_500_000),
        addressline1: 'Jl. Pemuda No. 10',
      });
    }
    await api(stack, token, 'POST', master(company, 'item'), {
      itemno: 'BRG-00001',
      itemdescription: lang === 'id' ? 'Kopi Bubuk Robusta 250 g' : 'Robusta Ground Coffee 250 g',
      unit1: 'PCS',
      unit2: 'BOX',
      ratio2: '12',
      unitprice: '15000',
      unitprice2: '14500',
      unitprice3: '14000',
      unitprice_l2: '170000',
      unitprice2_l2: '165000',
    });
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openScreen(page, labels.master, labels.customer);
      await showList(page);
      await activePane(page).locator('.ant-table-row').nth(5).waitFor();
      await shoot(page, `master-list-${lang}-${size}`);
      await openListRow(page, activePane(page).locator('.ant-table-row', { hasText: 'PT Sinar Jaya Abadi' }));
      await activePane(page).getByTestId('doc-title').filter({ hasText: 'PT Sinar Jaya Abadi' }).waitFor();
      await shoot(page, `customer-form-${lang}-${size}`);
      await activePane(page).getByRole('tab', { name: labels.sales }).click();
      await shoot(page, `customer-sales-${lang}-${size}`);

      await openScreen(page, labels.modules, labels.inventory, labels.item);
      await activePane(page).getByRole('button', { name: lang === 'id' ? 'Sebelumnya' : 'Previous' }).click();
      await activePane(page).getByTestId('doc-title').filter({ hasText: 'BRG-00001' }).waitFor();
      await shoot(page, `item-form-${lang}-${size}`);
      await activePane(page).getByRole('tab', { name: labels.unitsPrices }).click();
      await shoot(page, `item-prices-${lang}-${size}`);
      await page.context().close();
    }
  });
});
