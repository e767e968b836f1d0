import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken, type TestUser } from './support/accounts.ts';
import { api, savePreference } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { purchasingCompany, vendorOf, type Row } from './support/purchasing.ts';
import { describeScreenshots, SCREEN_SIZES, shoot } from './support/screenshots.ts';
import { useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, openWorkspace } from './support/workspace.ts';

/**
 * Approvals (issue 14), the approver's side: a purchase order of Rp 60.000.000 over the rule's Rp 50.000.000 waits
 * for two approvers in order; each sees the bell and the order in Catatan Persetujuan and decides their level; the
 * order, opened in its tab, says "Menunggu persetujuan" while a level is open and "Ditolak" once one rejected it; the
 * order is offered for pulling only once both approved (and then says neither). An order under the limit waits for
 * one open level only.
 */
const stack = useStack();

type Member = TestUser & { id: number; token: string };

/** A member of the owner's company (role 2), signed in. */
async function memberOf(owner: Owner, name: string, language: Language): Promise<Member> {
  const { company, token } = owner;
  const user = await createVerifiedUser(stack, language, name);
  await api(stack, token, 'POST', '/tenant-user', { tenantId: company.tenantId, email: user.email, roleId: 2 });
  const members = (await api<{ listdata: { userId: number | null; email: string }[] }>(stack, token, 'GET', `/tenant-user-by-tenantid/${company.tenantId}`)).listdata;
  return { ...user, id: members.find((m) => m.email === user.email)!.userId!, token: await signInToken(stack, user) };
}

/**
 * A company with approval on whose purchase orders over Rp 50.000.000 wait for `a` then `b` (both authorized), and a
 * clerk who enters them.
 */
async function approvalCompany(language: Language): Promise<{ owner: Owner; vendor: number; a: Member; b: Member; clerk: Member }> {
  const owner = await purchasingCompany(stack, language);
  const { company, token } = owner;
  const vendor = await vendorOf(stack, owner);
  const a = await memberOf(owner, language === 'id' ? 'Ani Manajer' : 'Ann Manager', language);
  const b = await memberOf(owner, language === 'id' ? 'Bayu Direktur' : 'Ben Director', language);
  const clerk = await memberOf(owner, language === 'id' ? 'Citra Staf' : 'Cindy Clerk', language);
  await api(stack, token, 'PUT', master(company, 'authorization-approval'), { form: 'purchase-order', users: [a.id, b.id] });
  await api(stack, token, 'POST', master(company, 'approval-rule'), { form: 'purchase-order', description: 'Di atas Rp 50 juta', minamount: '50000000', approvers: [a.id, b.id] });
  await savePreference(stack, token, company.tenantId, (p) => void ((p as unknown as { pcompany: Row }).pcompany.approval = true));
  return { owner, vendor, a, b, clerk };
}

/** The bell's news, the detail's texts and the document's approval tag, in the member's language. */
const TEXTS = {
  id: { arrived: '1 dokumen menunggu persetujuan Anda', yourTurn: (level: number) => `Giliran Anda memutuskan Level ${level}.`, open: 'Buka dokumen' },
  en: { arrived: 'Documents awaiting your approval: 1', yourTurn: (level: number) => `It is your turn to decide Level ${level}.`, open: 'Open document' },
} as const;

/** The member's workspace: the bell says one document waits; it opens Catatan Persetujuan and the order's detail. */
async function openNote(member: Member, owner: Owner, number: string, language: Language, level: number, viewport: { width: number; height: number } = SCREEN_SIZES['1280']): Promise<Page> {
  const page = await openWorkspace(stack, member.token, owner.company.datasourcekey, { viewport });
  await page.getByText(TEXTS[language].arrived).waitFor();
  await page.getByTestId('approval-badge').click();
  await page.getByTestId('approval-notes-screen').getByText(number).click();
  await page.getByTestId('approval-detail').getByText(TEXTS[language].yourTurn(level)).waitFor();
  return page;
}

/** "Buka dokumen" in the detail: the order read in its own tab. */
async function openDocument(page: Page, number: string, language: Language): Promise<void> {
  await page.getByTestId('approval-detail').getByRole('button', { name: TEXTS[language].open }).click();
  await expect.poll(() => activePane(page).getByTestId('doc-title').textContent()).toContain(number);
}

const docTag = (page: Page) => activePane(page).getByTestId('doc-approval');

describe('approvals', () => {
  it('a purchase order over the limit waits for two approvers; its tab says it waits, then that it was rejected, and nothing once approved', async () => {
    const { owner, vendor, a, b, clerk } = await approvalCompany('id');
    const { company, token } = owner;
    const day = new Date().toISOString().slice(0, 10);
    const order = async (price: string) =>
      (await api<{ data: Row }>(stack, clerk.token, 'POST', master(company, 'purchase-order'), { podate: day, vendorid: vendor, description: 'Pembelian teh', details: [{ itemno: 'TEH', quantity: '1', unitprice: price }] })).data;
    const po = await order('60000000');
    const number = String(po.pono);
    expect(po.approved).toBe(false);
    const pullable = async () => ((await api<{ listdata: { id: number }[] }>(stack, token, 'GET', master(company, `pullTransaction?form=purchase-order&vendorid=${vendor}`))).listdata).map((d) => d.id);

    /** `who` decides its level in Catatan Persetujuan (Setujui, or Tolak with a note) and opens the order's tab. */
    const decide = async (who: Member, level: number, rejectWith?: string): Promise<Page> => {
      const page = await openNote(who, owner, number, 'id', level);
      const detail = page.getByTestId('approval-detail');
      await shoot(page, `approval-notes-level${level}-id-1280`);
      if (rejectWith) {
        await detail.getByRole('textbox', { name: 'Catatan' }).fill(rejectWith);
        await detail.getByRole('button', { name: 'Tolak' }).click();
        await detail.getByTestId(`approval-level-${level}`).getByText('Ditolak', { exact: true }).waitFor();
        await detail.getByTestId(`approval-level-${level}`).getByText(rejectWith).waitFor();
      } else {
        await detail.getByRole('button', { name: 'Setujui' }).click();
        await detail.getByTestId(`approval-level-${level}`).getByText('Disetujui').waitFor();
        await shoot(page, `approval-notes-approved${level}-id-1280`);
      }
      await openDocument(page, number, 'id');
      return page;
    };

    // Level 1 approved, level 2 still open: the order's tab says it waits.
    const first = await decide(a, 1);
    await expect.poll(() => docTag(first).textContent()).toBe('Menunggu persetujuan');
    await first.context().close();
    expect(await pullable()).not.toContain(po.poid);

    // Level 2 rejects it with a note: "Ditolak" until the order is edited.
    const rejected = await decide(b, 2, 'Harga terlalu tinggi');
    await expect.poll(() => docTag(rejected).textContent()).toBe('Ditolak');
    await rejected.context().close();
    expect(await pullable()).not.toContain(po.poid);

    // The clerk edits it: its approvals start again (level 1 by API, level 2 here); approved, the tab shows no tag.
    const read = (await api<{ data: Row }>(stack, clerk.token, 'GET', master(company, `purchase-order/read/${String(po.poid)}`))).data;
    await api(stack, clerk.token, 'PUT', master(company, 'purchase-order'), { ...read, description: 'Pembelian teh (harga baru)' });
    await api(stack, a.token, 'PUT', master(company, 'approve-by-user'), { form: 'purchase-order', id: po.poid, level: 1, approved: true, note: '' });
    const approved = await decide(b, 2);
    await expect.poll(async () => (await api<{ data: Row }>(stack, token, 'GET', master(company, `purchase-order/read/${String(po.poid)}`))).data.approved).toBe(true);
    // The tab has read the order (its number in the title): approved, it has no approval tag.
    expect(await docTag(approved).count()).toBe(0);
    await approved.context().close();
    expect(await pullable()).toContain(po.poid);

    // Under the limit: one open level any authorized member decides.
    const small = await order('1000000');
    const note = (await api<{ data: { levels: { approver: number | null }[] } }>(stack, a.token, 'GET', master(company, `checking-note-detail/${String(small.poid)}?type=purchase-order`))).data;
    expect(note.levels).toEqual([expect.objectContaining({ approver: null })]);
  });
});

describeScreenshots('approval screenshots', () => {
  it.each(['id', 'en'] as const)('the bell, Catatan Persetujuan, its detail and the waiting order, in %s', async (lang) => {
    const { owner, vendor, a, clerk } = await approvalCompany(lang);
    const day = new Date().toISOString().slice(0, 10);
    const po = (
      await api<{ data: Row }>(stack, clerk.token, 'POST', master(owner.company, 'purchase-order'), {
        podate: day,
        vendorid: vendor,
        description: lang === 'id' ? 'Pembelian teh' : 'Tea purchase',
        details: [{ itemno: 'TEH', quantity: '1', unitprice: '60000000' }],
      })
    ).data;
    const number = String(po.pono);
    for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
      const page = await openWorkspace(stack, a.token, owner.company.datasourcekey, { viewport });
      await page.getByText(TEXTS[lang].arrived).waitFor();
      await shoot(page, `approval-bell-${lang}-${size}`);
      await page.getByTestId('approval-badge').click();
      const screen = page.getByTestId('approval-notes-screen');
      await screen.getByText(number).click();
      await page.getByTestId('approval-detail').getByText(TEXTS[lang].yourTurn(1)).waitFor();
      await shoot(page, `approval-detail-${lang}-${size}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('approval-detail').waitFor({ state: 'detached' });
      await shoot(page, `approval-notes-${lang}-${size}`);
      await screen.getByText(number).click();
      await openDocument(page, number, lang);
      await docTag(page).waitFor();
      await shoot(page, `approval-doc-tag-${lang}-${size}`);
      await page.context().close();
    }
  });
});
