import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, signInToken } from './support/accounts.ts';
import { api, createCompany, prepareCompany, uniqueCompanyName, type Company } from './support/companies.ts';
import { startStack, type Stack } from './support/stack.ts';
import { activePane, chooseMenu, formIdle, openListRow, openWorkspace } from './support/workspace.ts';

/** "Cetak" on a goods document: its PDF (GET {form}/print/{id}) fetched with the user's token and shown in a new window. */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

const master = (company: Company, route: string) => `/tenant/${company.tenantId}/master/${route}`;

describe('goods document print', () => {
  it('prints a saved item adjustment from its screen', async () => {
    const user = await createVerifiedUser(stack, 'id', 'Dewi Cetak');
    const token = await signInToken(stack, user);
    const company = await createCompany(stack, token, uniqueCompanyName('PT Cetak Stok'));
    await prepareCompany(stack, token, company);
    await api(stack, token, 'POST', master(company, 'item'), { itemno: 'KOPI', itemdescription: 'Kopi Bubuk 250 g', unit1: 'PCS', itemtype: 0 });
    const center = (await api<{ listdata: { whid: number }[] }>(stack, token, 'GET', master(company, 'warehouse/readallBase'))).listdata[0]!.whid;
    const adjaccnt = (await api<{ listdata: { glid: number; glaccount: string }[] }>(stack, token, 'GET', master(company, 'glaccount/readallBase?size=500'))).listdata.find((a) => a.glaccount === '6-11000')!.glid;
    const today = new Date().toISOString().slice(0, 10);
    const saved = await api<{ data: { id: number } }>(stack, token, 'POST', master(company, 'item-adjustment'), {
      adjdate: today,
      adjaccnt,
      description: 'Stok masuk',
      details: [{ itemno: 'KOPI', warehouseid: center, adjtype: 1, quantity: '10', unitprice: '15000' }],
    });

    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Penyesuaian Persediaan');
    await formIdle(page, 'itemAdjustment');
    await activePane(page).locator('.doc-screen__head .ant-segmented-item', { hasText: 'Daftar' }).click();
    await openListRow(page, activePane(page).locator('.ant-table-row').first());
    await activePane(page).locator('.doc-screen__head .ant-segmented-item', { hasText: 'Formulir' }).click();
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'Stok masuk' }).waitFor();

    const pdf = page.waitForResponse((res) => res.url().includes(`/item-adjustment/print/${saved.data.id}`));
    const popup = page.waitForEvent('popup');
    await activePane(page).getByRole('button', { name: 'Cetak' }).click();
    const answer = await pdf;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    const viewer = await popup;
    await viewer.waitForURL(/^blob:/);
    await viewer.close();
    await page.context().close();
  });
});
