import { describe, it } from 'vitest';
import { api } from './support/companies.ts';
import { accountId, master, todayUtc, warehouseId } from './support/master-data.ts';
import { printsPdf } from './support/print.ts';
import { ownerWithCompany, useStack } from './support/setup.ts';
import { activePane, chooseMenu, formIdle, openListRow, openWorkspace, showForm, showList } from './support/workspace.ts';

/** "Cetak" on a goods document: its PDF (GET {form}/print/{id}) fetched with the user's token and shown in a new window. */
const stack = useStack();

describe('goods document print', () => {
  it('prints a saved item adjustment from its screen', async () => {
    const { token, company } = await ownerWithCompany(stack, { user: 'Dewi Cetak', company: 'PT Cetak Stok' });
    await api(stack, token, 'POST', master(company, 'item'), { itemno: 'KOPI', itemdescription: 'Kopi Bubuk 250 g', unit1: 'PCS', itemtype: 0 });
    const center = await warehouseId(stack, token, company);
    const saved = await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'item-adjustment'), {
      adjdate: todayUtc(),
      adjaccnt: await accountId(stack, token, company, '6-11000'),
      description: 'Stok masuk',
      details: [{ itemno: 'KOPI', warehouseid: center, adjtype: 1, quantity: '10', unitprice: '15000' }],
    });

    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Penyesuaian Persediaan');
    await formIdle(page, 'itemAdjustment');
    await showList(page);
    await openListRow(page, activePane(page).locator('.ant-table-row').first());
    await showForm(page);
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Stok masuk' }).waitFor();

    await printsPdf(page, 'item-adjustment', saved.data.id);
    await page.context().close();
  });
});
