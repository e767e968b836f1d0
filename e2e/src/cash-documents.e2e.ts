import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToken } from './support/accounts.ts';
import { api, savePreference } from './support/companies.ts';
import { activeOption, cell, pressTo, typeAccount } from './support/grid.ts';
import { master } from './support/master-data.ts';
import { settled, signInWithForm } from './support/page-helpers.ts';
import { shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, chooseMenu, confirmDialog, formIdle, notice, openWorkspace, showForm, showList } from './support/workspace.ts';

/**
 * The cashier's documents of the ledger, other payment (Pembayaran Lainnya) and other receipt (Penerimaan Lainnya):
 * a payment in both languages on desktop and phone, a payment kept as a draft when the session is taken, and a
 * receipt's cell errors, warning window and refused date.
 */
const stack = useStack();

const bookkeeper = (language: Language) => ownerWithCompany(stack, { language, user: { id: 'Rina Akuntan', en: 'Grace Bookkeeper' }, company: { id: 'PT Jurnal Umum', en: 'General Journal Ltd' } });
type Row = Record<string, unknown>;

/** A cashier's document: picks the header cash or bank account ("Dari Kas/Bank", "Ke Kas/Bank") with the keyboard. */
async function chooseCashAccount(page: Page, formName: string, search: string, label: string): Promise<void> {
  const input = page.locator(`#${formName}_glaccount`);
  await input.focus();
  await page.keyboard.type(search);
  await activeOption(page, search).waitFor();
  await page.keyboard.press('Enter');
  await activePane(page).locator(`.ant-form-item:has(#${formName}_glaccount)`).getByTitle(label).waitFor();
}

describe('other payment and other receipt', () => {
  it('saves an other payment and shows the form and list in both languages on desktop and phone', async () => {
    for (const lang of ['en', 'id'] as const) {
      const { token, company } = await bookkeeper(lang);
      const labels =
        lang === 'en'
          ? { modules: 'Main Modules', ledger: 'General Ledger', entry: 'Other Payments', saved: 'Successfully', journal: 'View Journal' }
          : { modules: 'Modul Utama', ledger: 'Buku Besar', entry: 'Pembayaran Lainnya', saved: 'Berhasil', journal: 'Lihat Jurnal' };
      await api(stack, token, 'POST', master(company, 'person-data'), { persontype: 1, personno: 'V-00001', name: 'PLN Persero' });
      await api(stack, token, 'POST', master(company, 'other-payment'), {
        transdate: '2026-02-27',
        description: lang === 'en' ? 'Office internet February' : 'Internet kantor Februari',
        details: [
          { glaccount: '6-10200', glamount: '750000' },
          { glaccount: '1-10002', glamount: '-750000' },
        ],
      });
      const page = await openWorkspace(stack, token, company.datasourcekey);
      await chooseMenu(page, labels.modules, labels.ledger, labels.entry);
      await activePane(page).getByTestId('doc-title').waitFor();
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#otherPayment_jvnumber')?.placeholder.includes('0002') ?? false);
      await formIdle(page, 'otherPayment');

      // A cashier's form: the bank or cash account and the payee in the header, positive amounts in one column.
      await chooseCashAccount(page, 'otherPayment', '1-10002', lang === 'en' ? '1-10002 · Cash on Hand' : '1-10002 · Kas Besar');
      await page.locator('#otherPayment_personid').focus();
      await page.keyboard.type('PLN');
      await activeOption(page, 'PLN Persero').waitFor();
      await page.keyboard.press('Enter');
      await activePane(page).getByTitle('V-00001 · PLN Persero').waitFor();
      await page.locator('#otherPayment_description').focus();
      await page.keyboard.type(lang === 'en' ? 'Electricity March' : 'Listrik Maret');
      await pressTo(page, 'Tab', 0, 'glaccount');
      await typeAccount(page, 0, '6-10300', lang === 'en' ? '6-10300 · Utilities' : '6-10300 · Beban Listrik, Air & Telepon');
      await page.keyboard.type('1.000.000,25');
      await pressTo(page, 'Tab', 0, 'description');
      await page.keyboard.type(lang === 'en' ? 'Electricity' : 'Listrik');
      for (const column of ['subsidiary', 'deptid', 'projectid']) await pressTo(page, 'Tab', 0, column);
      await pressTo(page, 'Tab', 1, 'glaccount');
      await typeAccount(page, 1, '6-10200', lang === 'en' ? '6-10200 · Rent Expense' : '6-10200 · Beban Sewa');
      await page.keyboard.type('250.000,5');
      await expect.poll(() => activePane(page).getByTestId('gl-cash-total').textContent()).toBe('1.250.000,75');
      await page.keyboard.press('Control+s');
      await notice(page, labels.saved).first().waitFor();
      await activePane(page).getByTestId('doc-title').filter({ hasText: lang === 'en' ? 'Electricity March' : 'Listrik Maret' }).waitFor();
      const saved = (await api<{ listdata: Row[] }>(stack, token, 'GET', master(company, `other-payment/readall?search=${lang === 'en' ? 'Electricity' : 'Listrik'}`))).listdata[0];
      expect(saved).toMatchObject({ amount: '1250000.75' });
      const read = (await api<{ data: { glaccount: string; personid: number; details: Row[] } }>(stack, token, 'GET', master(company, `other-payment/read/${saved?.jvid}`))).data;
      expect(read).toMatchObject({ glaccount: '1-10002', personid: expect.any(Number) });
      expect(read.details.map((line) => [line.glaccount, line.glamount])).toEqual([['6-10300', '1000000.25'], ['6-10200', '250000.5']]);
      // The journal credits the cash account with the total.
      const journal = (await api<{ listdata: { glaccount: string; debit: string; credit: string }[] }>(stack, token, 'GET', master(company, `general-ledger-history/${saved?.jvid}?form=other-payment`))).listdata;
      expect(journal.map((line) => [line.glaccount, line.debit, line.credit])).toEqual([['6-10300', '1000000.25', '0'], ['6-10200', '250000.5', '0'], ['1-10002', '0', '1250000.75']]);

      // PageUp and PageDown walk to the previous and next document.
      const title = activePane(page).getByTestId('doc-title');
      await page.keyboard.press('PageUp');
      await title.filter({ hasText: lang === 'en' ? 'Office internet February' : 'Internet kantor Februari' }).waitFor();
      await page.keyboard.press('PageDown');
      await title.filter({ hasText: lang === 'en' ? 'Electricity March' : 'Listrik Maret' }).waitFor();
      await activePane(page).getByTestId('gl-cash-total').filter({ hasText: '1.250.000,75' }).waitFor();

      await shoot(page, `ledger-form-${lang}-1280`, { fullPage: true });
      await showList(page);
      await activePane(page).locator('.ant-table-row').nth(1).waitFor();
      await shoot(page, `ledger-list-${lang}-1280`, { fullPage: true });

      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `ledger-list-${lang}-390`, { fullPage: true });
      await showForm(page);
      await shoot(page, `ledger-form-${lang}-390`, { fullPage: true });
      await activePane(page).getByRole('button', { name: labels.journal }).click();
      await page.getByTestId('journal-entry').first().waitFor();
      await shoot(page, `ledger-journal-${lang}-390`, { fullPage: true });
      await page.context().close();
    }
  });

  it('keeps a voucher typed when the session is taken by another sign-in, and offers it back after the next sign-in', async () => {
    const { user, token, company } = await ownerWithCompany(stack, { user: 'Dewi Kasir', company: 'PT Draf Aman' });
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Pembayaran Lainnya');
    await formIdle(page, 'otherPayment');
    await chooseCashAccount(page, 'otherPayment', '1-10002', '1-10002 · Kas Besar');
    await page.locator('#otherPayment_description').focus();
    await page.keyboard.type('Listrik April');
    await pressTo(page, 'Tab', 0, 'glaccount');
    await typeAccount(page, 0, '6-10300', '6-10300 · Beban Listrik, Air & Telepon');
    await page.keyboard.type('1.000.000,25');
    await expect.poll(() => activePane(page).getByTestId('gl-cash-total').textContent()).toBe('1.000.000,25');

    // Someone signs in with the same account elsewhere; this page learns it on its next call (the save).
    await signInToken(stack, user);
    await page.keyboard.press('Control+s');
    await page.waitForURL(`${stack.url}/`);
    await notice(page, 'Anda sudah masuk pada perangkat lain.').waitFor();
    expect((await api<{ listdata: Row[] }>(stack, await signInToken(stack, user), 'GET', master(company, 'other-payment/readall'))).listdata).toEqual([]);

    // The next sign-in offers the voucher back, in its tab, exactly as typed; saving it posts it once.
    await signInWithForm(page, user.username, user.password);
    // The sign-in opens the company last opened on this browser.
    await page.waitForURL(`${stack.url}/open=${company.datasourcekey}`);
    const offer = page.getByTestId('drafts-offer');
    await offer.filter({ hasText: 'Ada 1 draf yang belum disimpan' }).filter({ hasText: 'Pembayaran Lainnya' }).waitFor();
    await shoot(page, 'drafts-offer-id-1280', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await shoot(page, 'drafts-offer-id-375', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await offer.getByRole('button', { name: 'Pulihkan' }).click();
    await offer.waitFor({ state: 'detached' });
    await activePane(page).getByTestId('gl-cash-total').filter({ hasText: '1.000.000,25' }).waitFor();
    await expect.poll(() => page.locator('#otherPayment_description').inputValue()).toBe('Listrik April');
    await activePane(page).locator('.doc__title').getByText('Belum disimpan').waitFor();
    await page.keyboard.press('Control+s');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Listrik April' }).waitFor();
    const fresh = await signInToken(stack, user);
    const saved = (await api<{ listdata: Row[] }>(stack, fresh, 'GET', master(company, 'other-payment/readall'))).listdata;
    expect(saved).toEqual([expect.objectContaining({ amount: '1000000.25', description: 'Listrik April' })]);
    // signInToken took the session again: this page is signed out at its next call, and nothing is left to offer.
    await page.goto(`/?token=${encodeURIComponent(fresh)}`);
    await page.waitForURL(`${stack.url}/tenant`);
    await page.goto(`/open=${company.datasourcekey}`);
    await page.getByTestId('workspace-home').waitFor();
    await settled(page);
    expect(await page.getByTestId('drafts-offer').count()).toBe(0);

    // A reload keeps a change to a saved voucher: restored over the record read again, then saved as an edit.
    const keptDrafts = (text: string) =>
      page.evaluate((wanted) => Object.keys(localStorage).filter((key) => key.startsWith('lontar.drafts.') && localStorage.getItem(key)?.includes(wanted)).length, text);
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Pembayaran Lainnya');
    await formIdle(page, 'otherPayment');
    await page.keyboard.press('PageUp');
    const title = activePane(page).getByTestId('doc-title');
    await title.filter({ hasText: 'Listrik April' }).waitFor();
    await formIdle(page, 'otherPayment');
    await page.locator('#otherPayment_description').focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' (koreksi)');
    await expect.poll(() => keptDrafts('Listrik April (koreksi)')).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByTestId('drafts-offer').getByRole('button', { name: 'Pulihkan' }).click();
    await expect.poll(() => page.locator('#otherPayment_description').inputValue()).toBe('Listrik April (koreksi)');
    await activePane(page).locator('.doc__title').getByText('Belum disimpan').waitFor();
    await page.keyboard.press('Control+s');
    await title.filter({ hasText: 'Listrik April (koreksi)' }).waitFor();
    const edited = (await api<{ listdata: Row[] }>(stack, await signInToken(stack, user), 'GET', master(company, 'other-payment/readall'))).listdata;
    expect(edited).toEqual([expect.objectContaining({ amount: '1000000.25', description: 'Listrik April (koreksi)' })]);

    // "Buang" drops a draft for good.
    await page.goto(`/?token=${encodeURIComponent(await signInToken(stack, user))}`);
    await page.waitForURL(`${stack.url}/tenant`);
    await page.goto(`/open=${company.datasourcekey}`);
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Pembayaran Lainnya');
    await formIdle(page, 'otherPayment');
    await page.locator('#otherPayment_description').focus();
    await page.keyboard.type('Air Mei');
    await expect.poll(() => keptDrafts('Air Mei')).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const again = page.getByTestId('drafts-offer');
    await again.filter({ hasText: 'Ada 1 draf yang belum disimpan' }).waitFor();
    await again.getByRole('button', { name: 'Buang' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Buang' }).click();
    await again.waitFor({ state: 'detached' });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByTestId('workspace-home').waitFor();
    await settled(page);
    expect(await page.getByTestId('drafts-offer').count()).toBe(0);
    await page.context().close();
  });

  it('names a wrong cell, asks before saving outside the warning window, and shows the server refusing a date before the books start', async () => {
    const { token, company } = await bookkeeper('id');
    const now = new Date();
    await savePreference(stack, token, company.tenantId, (preference) => {
      // Documents are expected in this month only.
      Object.assign(preference.pcompany, { wperiodfrompp: now.getMonth() + 1, wperiodfromyyyy: now.getFullYear(), wperiodtopp: now.getMonth() + 1, wperiodtoyyyy: now.getFullYear() });
    });
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Buku Besar', 'Penerimaan Lainnya');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Data Baru' }).waitFor();
    await formIdle(page, 'otherReceipt');

    await page.locator('#otherReceipt_transdate').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('15/01/2025');
    await page.keyboard.press('Enter');
    await page.locator('#otherReceipt_description').focus();
    await page.keyboard.type('Setoran modal dan penjualan tunai');
    await pressTo(page, 'Tab', 0, 'glaccount');
    await typeAccount(page, 0, '3-10000', '3-10000 · Modal Disetor');
    await page.keyboard.type('sepuluh juta');
    for (const column of ['description', 'subsidiary', 'deptid', 'projectid']) await pressTo(page, 'Tab', 0, column);
    await pressTo(page, 'Tab', 1, 'glaccount');
    await pressTo(page, 'Tab', 1, 'debit');
    await page.keyboard.type('10.000.000');

    // The shared schema names what is wrong under the cell that holds it: an amount that is no number, a line without account.
    await page.keyboard.press('Control+s');
    await cell(page, 0, 'debit').getByText('Jumlah harus berupa angka desimal (contoh 1500.25).').waitFor();
    await cell(page, 1, 'glaccount').getByText('Akun wajib diisi.').waitFor();
    await shoot(page, 'ledger-errors-id-1280', { fullPage: true });
    await pressTo(page, 'Shift+Tab', 1, 'glaccount');
    await typeAccount(page, 1, '4-10000', '4-10000 · Pendapatan Penjualan');
    await pressTo(page, 'ArrowUp', 0, 'debit');
    await page.keyboard.type('10.000.000');
    await cell(page, 1, 'glaccount').getByText('Akun wajib diisi.').waitFor({ state: 'detached' });
    await cell(page, 0, 'debit').getByText('Jumlah harus berupa angka desimal (contoh 1500.25).').waitFor({ state: 'detached' });

    // Without "Ke Kas/Bank" nothing is saved; the spec's required message shows under the field.
    await page.keyboard.press('Control+s');
    await activePane(page).getByText('Akun kas atau bank harus diisi.').first().waitFor();
    expect((await api<{ total: number }>(stack, token, 'GET', master(company, 'other-receipt/readall'))).total).toBe(0);
    await chooseCashAccount(page, 'otherReceipt', '1-10002', '1-10002 · Kas Besar');

    // January 2025 is outside the warning window: No keeps the document unsaved, Yes saves it.
    await page.keyboard.press('Control+s');
    const warn = confirmDialog(page, 'Tanggal transaksi berada di luar periode peringatan yang ditentukan pada preferensi perusahaan. Tetap simpan?');
    await warn.getByRole('button', { name: 'Tidak' }).click();
    await warn.waitFor({ state: 'detached' });
    expect((await api<{ total: number }>(stack, token, 'GET', master(company, 'other-receipt/readall'))).total).toBe(0);
    await page.keyboard.press('Control+s');
    await warn.getByRole('button', { name: 'Ya' }).click();
    await notice(page, 'Berhasil').first().waitFor();
    const [saved] = (await api<{ listdata: Row[] }>(stack, token, 'GET', master(company, 'other-receipt/readall'))).listdata;
    expect(saved).toMatchObject({ transdate: '2025-01-15', amount: '20000000' });
    // The form reads the saved document back (its new version) before it is edited again.
    await formIdle(page, 'otherReceipt');

    // Before the books start (2025-01-01) the server refuses with 409; the message shows and nothing changes.
    await page.locator('#otherReceipt_transdate').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('31/12/2024');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+s');
    await warn.getByRole('button', { name: 'Ya' }).click();
    await page.locator('.ant-notification-notice-warning', { hasText: 'Tanggal transaksi harus berada dalam periode yang diizinkan pada informasi perusahaan.' }).waitFor();
    const after = (await api<{ data: Row }>(stack, token, 'GET', master(company, `other-receipt/read/${saved?.jvid}`))).data;
    expect(after).toMatchObject({ transdate: '2025-01-15', version: saved?.version });
    await page.context().close();
  });

});
