import { describe, expect, it } from 'vitest';
import { api, chooseOption } from './support/companies.ts';
import { master } from './support/master-data.ts';
import { describeScreenshots, shoot } from './support/screenshots.ts';
import { ownerWithCompany, useStack, type Language, type Owner } from './support/setup.ts';
import { activePane, chooseMenu, formIdle, openScreen, openWorkspace } from './support/workspace.ts';

/** "Pengelompokan Barang" (issue 11): an item group and its components entered on the master form. */
const stack = useStack();

type Row = Record<string, unknown>;

/** A company with KOPI (PCS, and DUS of 24) and GELAS. */
async function groupCompany(language: Language): Promise<Owner> {
  const owner = await ownerWithCompany(stack, { language, user: { id: 'Rina Paket', en: 'Paula Bundle' }, company: { id: 'PT Paket Hemat', en: 'Bundle Deals Ltd' } });
  const { token, company } = owner;
  const item = (body: Row) => api(stack, token, 'POST', master(company, 'item'), { unit1: 'PCS', itemtype: 0, ...body });
  await item({ itemno: 'KOPI', itemdescription: language === 'id' ? 'Kopi Bubuk 250 g' : 'Ground Coffee 250 g', unit2: 'DUS', ratio2: '24', unitprice: '24000', unitprice_l2: '560000' });
  await item({ itemno: 'GELAS', itemdescription: language === 'id' ? 'Gelas Keramik' : 'Ceramic Mug', unitprice: '15000' });
  return owner;
}

describe('item grouping', () => {
  it('enters a group with two components (one in its second unit) and saves it', async () => {
    const { token, company } = await groupCompany('id');
    const page = await openWorkspace(stack, token, company.datasourcekey);
    await chooseMenu(page, 'Modul Utama', 'Persediaan', 'Pengelompokan Barang');
    await formIdle(page, 'itemGrouping');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#itemGrouping_itemno')?.value === 'GRP-00001');
    await page.locator('#itemGrouping_itemdescription').fill('Paket Kopi Hemat');

    await activePane(page).getByRole('tab', { name: 'Komponen' }).click();
    await activePane(page).getByRole('button', { name: 'Tambah Komponen' }).click();
    await chooseOption(page, '#itemGrouping_details_0_itemno', 'KOPI');
    await expect.poll(() => activePane(page).getByTestId('component-row').first().innerText()).toContain('PCS');
    await page.locator('#itemGrouping_details_0_itemunit').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="DUS"]').click();
    await expect.poll(() => activePane(page).getByTestId('component-row').first().innerText()).toContain('DUS');
    await page.locator('#itemGrouping_details_0_quantity').fill('1');
    await activePane(page).getByRole('button', { name: 'Tambah Komponen' }).click();
    await chooseOption(page, '#itemGrouping_details_1_itemno', 'GELAS');
    await page.locator('#itemGrouping_details_1_quantity').fill('2');
    // The unit of a chosen item starts at its first unit.
    await expect.poll(() => activePane(page).getByTestId('component-row').nth(1).innerText()).toContain('PCS');

    await page.keyboard.press('Control+s');
    await activePane(page).getByTestId('doc-title').filter({ hasText: 'GRP-00001 · Paket Kopi Hemat' }).waitFor();
    const saved = (await api<{ data: Row }>(stack, token, 'GET', master(company, 'item-grouping/readNo/GRP-00001'))).data;
    expect(saved).toMatchObject({ itemno: 'GRP-00001', unit1: 'SET' });
    expect((saved.details as Row[]).map((d) => [d.itemno, d.itemunit, d.quantity, d.qtyunit1])).toEqual([
      ['KOPI', 'DUS', '1', '24'],
      ['GELAS', 'PCS', '2', '2'],
    ]);
    const price = await api<{ data: Row }>(stack, token, 'POST', master(company, 'item-grouping-price'), { itemno: 'GRP-00001' });
    expect(price.data).toMatchObject({ price: '590000', source: 'components' });
    await page.context().close();
  });
});

describeScreenshots('item grouping screenshots', () => {
  const SIZES = { '1280': { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;
  const LABELS = {
    id: { modules: 'Modul Utama', inventory: 'Persediaan', grouping: 'Pengelompokan Barang', components: 'Komponen', previous: 'Sebelumnya' },
    en: { modules: 'Main Modules', inventory: 'Inventory', grouping: 'Item Grouping', components: 'Components', previous: 'Previous' },
  } as const;

  it.each(['id', 'en'] as const)('the group form and its components in %s', async (lang) => {
    const { token, company } = await groupCompany(lang);
    await api(stack, token, 'POST', master(company, 'item-grouping'), {
      itemno: 'GRP-00001',
      itemdescription: lang === 'id' ? 'Paket Kopi Hemat' : 'Coffee Bundle',
      unit1: 'SET',
      unitprice: '575000',
      details: [
        { itemno: 'KOPI', itemunit: 'DUS', quantity: '1' },
        { itemno: 'GELAS', quantity: '2' },
      ],
    });
    const labels = LABELS[lang];
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await openWorkspace(stack, token, company.datasourcekey, { viewport, locale: lang === 'id' ? 'id-ID' : 'en-US' });
      await openScreen(page, labels.modules, labels.inventory, labels.grouping);
      await formIdle(page, 'itemGrouping');
      await activePane(page).getByRole('button', { name: labels.previous }).click();
      await page.mouse.move(0, 0);
      await activePane(page).getByTestId('doc-title').filter({ hasText: 'GRP-00001' }).waitFor();
      await shoot(page, `item-grouping-${lang}-${size}`, { fullPage: true });
      await activePane(page).getByRole('tab', { name: labels.components }).click();
      await activePane(page).getByTestId('component-row').nth(1).getByText('GELAS', { exact: false }).waitFor();
      await shoot(page, `item-grouping-components-${lang}-${size}`, { fullPage: true });
      await page.context().close();
    }
  });
});
