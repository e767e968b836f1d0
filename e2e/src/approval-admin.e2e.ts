import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken, type TestUser } from './support/accounts.ts';
import { api, chooseOption, savePreference } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { shoot, takingScreenshots } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language } from './support/setup.ts';
import { activePane, notice, openScreen, openWorkspace } from './support/workspace.ts';

/**
 * Otorisasi Persetujuan (issue 14): the owner authorizes two members for purchase orders, makes the rule
 * "PO ≥ Rp 50.000.000 → member A then member B" and sees it listed with its amount formatted; an approver who lost
 * the authorization while the rule was being made, and a member a rule still names, are refused in the user's language.
 * With approval switched off in the preferences the screen says so above its tabs.
 */
const stack = useStack();

const WORDS = {
  id: {
    modules: 'Modul Utama',
    approvals: 'Persetujuan',
    screen: 'Otorisasi Persetujuan',
    notes: 'Catatan Persetujuan',
    rulesTab: 'Aturan Persetujuan',
    purchaseOrder: 'Pesanan Pembelian',
    edit: 'Ubah',
    save: 'Simpan',
    cancel: 'Batal',
    yes: 'Ya',
    delete: 'Hapus',
    editRule: 'Ubah Aturan',
    deleted: 'Aturan dihapus.',
    stale: 'Data telah diubah oleh pengguna lain.',
    newRule: 'Aturan Baru',
    addLevel: 'Tambah tingkat',
    saved: 'Otorisasi Pesanan Pembelian disimpan.',
    ruleSaved: 'Aturan disimpan.',
    amount: '≥ Rp 50.000.000,00',
    typed: '50.000.000',
    notAuthorized: (name: string) => `Pengguna ${name} tidak berwenang menyetujui Pesanan Pembelian`,
    inRule: (name: string) => `Pengguna ${name} masih menjadi penyetuju pada aturan persetujuan "PO besar".`,
    names: ['Budi Pembelian', 'Sari Direktur', 'Citra Gudang'],
    approvalOff: 'Persetujuan belum diaktifkan untuk perusahaan ini (Preferensi › Lain-lain › Gunakan persetujuan dokumen).',
  },
  en: {
    modules: 'Main Modules',
    approvals: 'Approvals',
    screen: 'Approval Authorization',
    notes: 'Approval Notes',
    rulesTab: 'Approval Rules',
    purchaseOrder: 'Purchase Order',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    yes: 'Yes',
    delete: 'Delete',
    editRule: 'Edit Rule',
    deleted: 'Rule deleted.',
    stale: 'This data was changed by someone else.',
    newRule: 'New Rule',
    addLevel: 'Add level',
    saved: 'Purchase Order authorization saved.',
    ruleSaved: 'Rule saved.',
    amount: '≥ Rp 50.000.000,00',
    typed: '50000000',
    notAuthorized: (name: string) => `User ${name} may not approve Purchase Order`,
    inRule: (name: string) => `User ${name} is still an approver of approval rule "PO besar".`,
    names: ['Bob Purchasing', 'Sarah Director', 'Cindy Warehouse'],
    approvalOff: 'Approval is not switched on for this company (Preferences › Other settings › Use document approval).',
  },
} as const;

/** Indonesian on a desktop and English on a phone; a screenshot run also takes the other two. */
const CASES: [Language, 1280 | 375][] = [
  ['id', 1280],
  ['en', 375],
  ...(takingScreenshots ? ([['id', 375], ['en', 1280]] as [Language, 1280 | 375][]) : []),
];

const dialog = (page: Page, title: string) => page.locator('.ant-modal', { hasText: title });

describe('approval authorization and rules', () => {
  it.each(CASES)('says above the screen that approval is switched off in the preferences (%s, %i px)', async (lang, width) => {
    const words = WORDS[lang];
    const { token, company } = await ownerWithCompany(stack, { language: lang, company: { id: 'PT Belum Setuju', en: 'Not Approving Ltd' } });
    await savePreference(stack, token, company.tenantId, (preference) => {
      preference.pcompany.approval = false;
    });
    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width, height: width === 1280 ? 800 : 812 } });
    await openScreen(page, words.modules, words.approvals, words.screen);
    const screen = activePane(page).getByTestId('approval-admin');
    await screen.getByTestId('approval-auth-purchase-order').waitFor();
    await screen.getByTestId('approval-off').filter({ hasText: words.approvalOff }).waitFor();
    await shoot(page, `approval-off-${lang}-${width}`);
    await page.context().close();
  });

  it.each(CASES)('authorizes members for purchase orders and makes a two-level rule (%s, %i px)', async (lang, width) => {
    const words = WORDS[lang];
    const { token, company } = await ownerWithCompany(stack, { language: lang, company: { id: 'PT Setuju', en: 'Approve Ltd' } });
    await savePreference(stack, token, company.tenantId, (preference) => {
      preference.pcompany.approval = true;
    });
    const [nameA, nameB, nameC] = words.names;
    const users: TestUser[] = [];
    for (const name of words.names) {
      const user = await createVerifiedUser(stack, lang, name);
      await api(stack, token, 'POST', '/tenant-user', { tenantId: company.tenantId, email: user.email, roleId: 2 });
      users.push(user);
    }
    const members = (await api<{ listdata: { userId: number | null; name: string }[] }>(stack, token, 'GET', `/tenant-user-by-tenantid/${company.tenantId}`)).listdata;
    const idOf = (name: string) => members.find((member) => member.name === name)!.userId!;

    const page = await openWorkspace(stack, token, company.datasourcekey, { viewport: { width, height: width === 1280 ? 800 : 812 } });
    await openScreen(page, words.modules, words.approvals, words.screen);
    const screen = activePane(page).getByTestId('approval-admin');
    const poRow = screen.getByTestId('approval-auth-purchase-order');
    await poRow.waitFor();
    await shoot(page, `approval-auth-${lang}-${width}`);

    // Three members may approve purchase orders.
    await poRow.getByRole('button', { name: `${words.edit} ${words.purchaseOrder}` }).click();
    const auth = dialog(page, words.purchaseOrder);
    await auth.waitFor();
    for (const name of [nameA, nameB, nameC]) await chooseOption(page, '#approvalAuthorization_users', name!);
    await page.keyboard.press('Escape');
    await shoot(page, `approval-auth-dialog-${lang}-${width}`);
    await auth.getByRole('button', { name: words.save }).click();
    await notice(page, words.saved).waitFor();
    await auth.waitFor({ state: 'hidden' });
    for (const name of [nameA, nameB, nameC]) await poRow.getByText(name!, { exact: true }).waitFor();
    expect((await api<{ data: { users: number[] } }>(stack, token, 'GET', master(company, 'authorization-by-transtype/purchase-order'))).data.users).toEqual(
      [idOf(nameA!), idOf(nameB!), idOf(nameC!)].sort((a, b) => a - b),
    );

    // The rule: purchase orders from Rp 50.000.000, A then B.
    await screen.getByRole('tab', { name: words.rulesTab }).click();
    await screen.getByRole('button', { name: words.newRule }).click();
    const rule = dialog(page, words.newRule);
    await rule.waitFor();
    await chooseOption(page, '#approvalRule_form', words.purchaseOrder);
    await page.locator('#approvalRule_description').fill('PO besar');
    await page.locator('#approvalRule_minamount').fill(words.typed);
    await chooseOption(page, '#approvalRule_levels_0', nameA!);
    await rule.getByRole('button', { name: words.addLevel }).click();
    await chooseOption(page, '#approvalRule_levels_1', nameB!);
    await shoot(page, `approval-rule-dialog-${lang}-${width}`);
    await rule.getByRole('button', { name: words.save }).click();
    await notice(page, words.ruleSaved).waitFor();
    await rule.waitFor({ state: 'hidden' });
    const listed = screen.getByTestId('approval-rule-row').filter({ hasText: 'PO besar' });
    await listed.getByText(words.amount).waitFor();
    await listed.getByText(`${nameA} → ${nameB}`).waitFor();
    const saved = (await api<{ listdata: { form: string; minamount: string; approvers: number[]; allowself: boolean }[] }>(stack, token, 'GET', master(company, 'approval-rule/readall'))).listdata;
    expect(saved).toEqual([expect.objectContaining({ form: 'purchase-order', minamount: '50000000.000000', approvers: [idOf(nameA!), idOf(nameB!)], allowself: false })]);
    await shoot(page, `approval-rules-${lang}-${width}`);

    // C is chosen while someone else takes C's authorization away: the save is refused under the approvers.
    await screen.getByRole('button', { name: words.newRule }).click();
    await rule.waitFor();
    await chooseOption(page, '#approvalRule_form', words.purchaseOrder);
    await chooseOption(page, '#approvalRule_levels_0', nameC!);
    await api(stack, token, 'PUT', master(company, 'authorization-approval'), { form: 'purchase-order', users: [idOf(nameA!), idOf(nameB!)] });
    await rule.getByRole('button', { name: words.save }).click();
    await rule.locator('.ant-form-item-explain-error', { hasText: words.notAuthorized(nameC!) }).waitFor();
    await shoot(page, `approval-rule-refused-${lang}-${width}`);
    await rule.getByRole('button', { name: words.cancel }).click();
    await rule.waitFor({ state: 'hidden' });
    expect((await api<{ total: number }>(stack, token, 'GET', master(company, 'approval-rule/readall'))).total).toBe(1);

    // A member the rule names cannot leave the form's authorization.
    await screen.getByRole('tab', { name: words.screen }).click();
    await poRow.getByText(nameC!, { exact: true }).waitFor({ state: 'detached' });
    await poRow.getByRole('button', { name: `${words.edit} ${words.purchaseOrder}` }).click();
    await auth.waitFor();
    await auth.locator('.ant-select-selection-item', { hasText: nameA! }).locator('.ant-select-selection-item-remove').click();
    await auth.getByRole('button', { name: words.save }).click();
    await auth.locator('.ant-form-item-explain-error', { hasText: words.inRule(nameA!) }).waitFor();
    await shoot(page, `approval-auth-refused-${lang}-${width}`);
    expect((await api<{ data: { users: number[] } }>(stack, token, 'GET', master(company, 'authorization-by-transtype/purchase-order'))).data.users).toContain(idOf(nameA!));
    await auth.getByRole('button', { name: words.cancel }).click();
    await auth.waitFor({ state: 'hidden' });

    // Someone else edits the rule while it is open here: the save is refused as stale, and the list shows their edit.
    await screen.getByRole('tab', { name: words.rulesTab }).click();
    await listed.getByRole('button', { name: `${words.edit} PO besar` }).click();
    const editing = dialog(page, words.editRule);
    await editing.waitFor();
    await expect.poll(() => page.locator('#approvalRule_description').inputValue()).toBe('PO besar');
    const [stored] = (await api<{ listdata: Record<string, unknown>[] }>(stack, token, 'GET', master(company, 'approval-rule/readall'))).listdata;
    await api(stack, token, 'PUT', master(company, 'approval-rule'), { ...stored, description: 'PO besar sekali' });
    await page.locator('#approvalRule_mindiscount').fill('15');
    await editing.getByRole('button', { name: words.save }).click();
    await editing.getByTestId('approval-rule-problem').filter({ hasText: words.stale }).waitFor();
    await shoot(page, `approval-rule-stale-${lang}-${width}`);
    await editing.getByRole('button', { name: words.cancel }).click();
    await editing.waitFor({ state: 'hidden' });

    // Deleted from the list after the question.
    const changed = screen.getByTestId('approval-rule-row').filter({ hasText: 'PO besar sekali' });
    await changed.getByRole('button', { name: `${words.delete} PO besar sekali` }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: words.yes }).click();
    await notice(page, words.deleted).waitFor();
    await changed.waitFor({ state: 'detached' });
    expect((await api<{ total: number }>(stack, token, 'GET', master(company, 'approval-rule/readall'))).total).toBe(0);
    await page.context().close();

    // The screen is the administrator's: a supervisor's Persetujuan menu holds only the notes.
    if (width !== 1280) return;
    const supervisor = await openWorkspace(stack, await signInToken(stack, users[0]!), company.datasourcekey, { viewport: { width, height: 800 } });
    await supervisor.getByTestId('workspace-menu').getByText(words.modules, { exact: true }).click();
    await supervisor.locator('.workspace-menu__popup:visible').getByText(words.approvals, { exact: true }).last().click();
    await supervisor.locator('.workspace-menu__popup:visible').getByText(words.notes, { exact: true }).waitFor();
    expect(await supervisor.locator('.workspace-menu__popup:visible').getByText(words.screen, { exact: true }).count()).toBe(0);
    await supervisor.context().close();
  });
});
