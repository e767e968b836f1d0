import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken, type TestUser } from './support/accounts.ts';
import { api, savePreference } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { purchasingCompany, vendorOf, type Row } from './support/purchasing.ts';
import { shoot } from './support/screenshots.ts';
import { useStack } from './support/setup.ts';
import { openWorkspace } from './support/workspace.ts';

/**
 * Approvals (issue 14), the approver's side: a purchase order of Rp 60.000.000 over the rule's Rp 50.000.000 waits
 * for two approvers in order; each sees the bell and the order in Catatan Persetujuan and approves their level; the
 * order is offered for pulling only once both have. An order under the limit waits for one open level only.
 */
const stack = useStack();

describe('approvals', () => {
  it('a purchase order over the limit waits for two approvers', async () => {
    const owner = await purchasingCompany(stack, 'id');
    const { company, token } = owner;
    const vendor = await vendorOf(stack, owner);
    const join = async (name: string): Promise<TestUser & { id: number; token: string }> => {
      const user = await createVerifiedUser(stack, 'id', name);
      await api(stack, token, 'POST', '/tenant-user', { tenantId: company.tenantId, email: user.email, roleId: 2 });
      const members = (await api<{ listdata: { userId: number | null; email: string }[] }>(stack, token, 'GET', `/tenant-user-by-tenantid/${company.tenantId}`)).listdata;
      return { ...user, id: members.find((m) => m.email === user.email)!.userId!, token: await signInToken(stack, user) };
    };
    const a = await join('Ani Manajer');
    const b = await join('Bayu Direktur');
    const clerk = await join('Citra Staf');
    await api(stack, token, 'PUT', master(company, 'authorization-approval'), { form: 'purchase-order', users: [a.id, b.id] });
    await api(stack, token, 'POST', master(company, 'approval-rule'), { form: 'purchase-order', description: 'Di atas Rp 50 juta', minamount: '50000000', approvers: [a.id, b.id] });
    await savePreference(stack, token, company.tenantId, (p) => void ((p as unknown as { pcompany: Row }).pcompany.approval = true));
    const day = new Date().toISOString().slice(0, 10);
    const order = async (price: string) =>
      (await api<{ data: Row }>(stack, clerk.token, 'POST', master(company, 'purchase-order'), { podate: day, vendorid: vendor, description: 'Pembelian teh', details: [{ itemno: 'TEH', quantity: '1', unitprice: price }] })).data;
    const po = await order('60000000');
    expect(po.approved).toBe(false);
    const pullable = async () => ((await api<{ listdata: { id: number }[] }>(stack, token, 'GET', master(company, `pullTransaction?form=purchase-order&vendorid=${vendor}`))).listdata).map((d) => d.id);

    const approve = async (who: typeof a, level: number) => {
      const page = await openWorkspace(stack, who.token, company.datasourcekey, { viewport: { width: 1280, height: 800 } });
      await page.getByText('1 dokumen menunggu persetujuan Anda').waitFor();
      await page.getByTestId('approval-badge').click();
      const screen = page.getByTestId('approval-notes-screen');
      await screen.getByText(String(po.pono)).click();
      const detail = page.getByTestId('approval-detail');
      await detail.getByText(`Giliran Anda memutuskan Level ${level}.`).waitFor();
      await shoot(page, `approval-notes-level${level}-id-1280`);
      await detail.getByRole('button', { name: 'Setujui' }).click();
      await detail.getByTestId(`approval-level-${level}`).getByText('Disetujui').waitFor();
      await shoot(page, `approval-notes-approved${level}-id-1280`);
      await page.context().close();
    };
    await approve(a, 1);
    expect(await pullable()).not.toContain(po.poid);
    await approve(b, 2);
    await expect.poll(async () => (await api<{ data: Row }>(stack, token, 'GET', master(company, `purchase-order/read/${String(po.poid)}`))).data.approved).toBe(true);
    expect(await pullable()).toContain(po.poid);

    // Under the limit: one open level any authorized member decides.
    const small = await order('1000000');
    const note = (await api<{ data: { levels: { approver: number | null }[] } }>(stack, a.token, 'GET', master(company, `checking-note-detail/${String(small.poid)}?type=purchase-order`))).data;
    expect(note.levels).toEqual([expect.objectContaining({ approver: null })]);
  });
});
