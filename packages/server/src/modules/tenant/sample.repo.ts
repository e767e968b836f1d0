import { and, eq } from 'drizzle-orm';
import { company, currency, customerType, department, glaccount, item, itemCategory, person, project, salesman, termPayment, warehouse } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';
import { regions } from '../region/region.data.ts';

/**
 * name, the town for the street address, its city or regency code in the region lists (spec 000 §3; the form's
 * province and city lists), phone (the city's own area code; a small shop's mobile).
 */
const CUSTOMERS = [
  ['Toko Sumber Rejeki', 'Surabaya', '35.78', '031-5471203'],
  ['UD Makmur Jaya', 'Sidoarjo', '35.15', '031-8962417'],
  ['CV Sinar Abadi', 'Malang', '35.73', '0341-362518'],
  ['Toko Berkah Sentosa', 'Semarang', '33.74', '024-8412736'],
  ['PT Mitra Niaga Nusantara', 'Jakarta Selatan', '31.74', '021-7290415'],
  ['Warung Bu Siti', 'Gresik', '35.25', '0813-3145-2209'],
  ['Minimarket Harapan', 'Bandung', '32.73', '022-4231876'],
  ['CV Cahaya Timur', 'Denpasar', '51.71', '0361-224590'],
  ['Toko Laris Manis', 'Yogyakarta', '34.71', '0274-512347'],
  ['PT Anugerah Retail', 'Medan', '12.71', '061-4558912'],
] as const;
/** name, the town for the street address, its city or regency code. */
const VENDORS = [
  ['PT Indofood Distribusi', 'Jakarta Utara', '31.72'],
  ['PT Wings Surya', 'Surabaya', '35.78'],
  ['CV Plastik Jaya', 'Sidoarjo', '35.15'],
  ['PT Kertas Nusantara', 'Bekasi', '32.16'],
  ['UD Beras Sejahtera', 'Karawang', '32.15'],
  ['PT Minyak Sawit Makmur', 'Pekanbaru', '14.71'],
  ['CV Kopi Gayo Lestari', 'Takengon', '11.04'],
  ['PT Gula Manis Abadi', 'Kediri', '35.06'],
  ['PT Logistik Cepat', 'Surabaya', '35.78'],
  ['CV Alat Tulis Prima', 'Semarang', '33.74'],
] as const;

/** The province and city names the form's lists show for a city or regency code. */
async function placeOf(code: string): Promise<{ stateprov: string; city: string }> {
  const { provinces, cities } = await regions();
  const province = code.slice(0, 2);
  return {
    stateprov: provinces.find((entry) => entry.id === province)?.name ?? '',
    city: cities.get(province)?.find((entry) => entry.id === code)?.name ?? '',
  };
}
/** itemno, description, unit1, unit2, ratio2, price1, price for unit2, cost, type (0 stock, 2 service). */
const ITEMS = [
  ['BRG-00001', 'Beras Premium 5 kg', 'SAK', 'BALL', '4', '78000', '305000', '68000', 0],
  ['BRG-00002', 'Gula Pasir 1 kg', 'PCS', 'DUS', '20', '17500', '340000', '15000', 0],
  ['BRG-00003', 'Minyak Goreng 2 L', 'PCS', 'DUS', '6', '36000', '210000', '31500', 0],
  ['BRG-00004', 'Kopi Bubuk 200 g', 'PCS', 'DUS', '24', '24000', '560000', '19000', 0],
  ['BRG-00005', 'Teh Celup isi 25', 'PCS', 'DUS', '48', '8500', '396000', '6800', 0],
  ['BRG-00006', 'Mi Instan Goreng', 'PCS', 'DUS', '40', '3500', '135000', '2900', 0],
  ['BRG-00007', 'Sabun Mandi 85 g', 'PCS', 'LUSIN', '12', '4500', '51000', '3600', 0],
  ['BRG-00008', 'Deterjen Bubuk 800 g', 'PCS', 'DUS', '12', '21000', '245000', '17500', 0],
  ['BRG-00009', 'Air Mineral 600 ml', 'BTL', 'DUS', '24', '3500', '80000', '2500', 0],
  ['BRG-00010', 'Susu UHT 1 L', 'PCS', 'DUS', '12', '19500', '228000', '16000', 0],
  ['BRG-00011', 'Kertas HVS A4 80 g', 'RIM', 'BOX', '5', '56000', '275000', '48000', 0],
  ['BRG-00012', 'Pulpen Hitam', 'PCS', 'LUSIN', '12', '3000', '33000', '2200', 0],
  ['BRG-00013', 'Tisu Wajah 250 lbr', 'PCS', 'DUS', '24', '14000', '325000', '11000', 0],
  ['BRG-00014', 'Kecap Manis 520 ml', 'BTL', 'DUS', '12', '23000', '270000', '19500', 0],
  ['BRG-00015', 'Saus Sambal 340 ml', 'BTL', 'DUS', '24', '12500', '290000', '10000', 0],
  ['BRG-00016', 'Tepung Terigu 1 kg', 'PCS', 'DUS', '12', '13000', '150000', '11000', 0],
  ['BRG-00017', 'Telur Ayam 1 kg', 'KG', '', '0', '29000', '0', '26000', 0],
  ['BRG-00018', 'Biskuit Kaleng 650 g', 'KLG', 'DUS', '6', '65000', '380000', '55000', 0],
  ['JSA-00001', 'Jasa Pengiriman Dalam Kota', 'JAM', '', '0', '50000', '0', '0', 2],
  ['JSA-00002', 'Jasa Pemasangan Rak', 'JAM', '', '0', '150000', '0', '0', 2],
] as const;

/**
 * Demo master data for a "sample database" company, on top of the normal provisioning: departments,
 * projects, a second warehouse, foreign currencies, named bank accounts, 10 customers, 10 vendors and
 * 20 items with units, prices, costs and accounts. Demo transactions join as their modules land.
 */
export async function seedSampleCompany(tx: Tx, tenantId: number, today = new Date()) {
  // A complete profile (a trading company in Surabaya whose books start this year), so the sample opens at once
  // instead of in the setup wizard.
  const year = today.getFullYear();
  await tx
    .update(company)
    .set({ businesstype: 'Perdagangan umum', addressline1: 'Jl. Rungkut Industri III No. 8', addressline3: 'Kota Surabaya', provinceid: '35', cityid: '35.78', postalcode: '60293', npwp: '0012345678609000', startdate: `${year}-01-01`, fiscalyear: year })
    .where(eq(company.tenantId, tenantId));
  await tx.insert(department).values([
    { tenantId, deptno: '1', deptname: 'Penjualan' },
    { tenantId, deptno: '2', deptname: 'Gudang & Logistik' },
    { tenantId, deptno: '3', deptname: 'Keuangan & Akuntansi' },
  ]);
  await tx.insert(project).values([
    { tenantId, projectno: '1', projectname: 'Renovasi Toko Surabaya' },
    { tenantId, projectno: '2', projectname: 'Pameran Jakarta 2026' },
  ]);
  await tx.insert(warehouse).values({ tenantId, whno: '1', name: 'Gudang Surabaya', address1: 'Jl. Rungkut Industri III No. 8', pic: 'Bu Wati' });
  await tx.insert(currency).values([
    { tenantId, currencyname: 'USD', exchangerate: '16250', fiscalrate: '16200' },
    { tenantId, currencyname: 'SGD', exchangerate: '12150', fiscalrate: '12100' },
  ]);
  const [cashBank] = await tx
    .select({ glid: glaccount.glid })
    .from(glaccount)
    .where(and(eq(glaccount.tenantId, tenantId), eq(glaccount.glaccount, '1-10000')));
  await tx.insert(glaccount).values([
    { tenantId, glaccount: '1-10004', accountname: 'Bank BCA', accountnameEn: 'Bank BCA', accounttype: 1, parentaccount: cashBank!.glid, subaccount: true },
    { tenantId, glaccount: '1-10005', accountname: 'Bank Mandiri', accountnameEn: 'Bank Mandiri', accounttype: 1, parentaccount: cashBank!.glid, subaccount: true },
  ]);
  // Office computers get accounts of their own (sample-assets.ts), apart from the office equipment the opening balances hold.
  const [fixedParent, accumParent] = await Promise.all(
    ['1-20000', '1-30000'].map(async (no) => (await tx.select({ glid: glaccount.glid }).from(glaccount).where(and(eq(glaccount.tenantId, tenantId), eq(glaccount.glaccount, no))))[0]!.glid),
  );
  await tx.insert(glaccount).values([
    { tenantId, glaccount: '1-20600', accountname: 'Komputer', accountnameEn: 'Computers', accounttype: 5, parentaccount: fixedParent, subaccount: true },
    { tenantId, glaccount: '1-30600', accountname: 'Akumulasi Penyusutan Komputer', accountnameEn: 'Accumulated Depreciation - Computers', accounttype: 6, parentaccount: accumParent, subaccount: true },
  ]);
  const accounts = new Map(
    (await tx.select({ glid: glaccount.glid, no: glaccount.glaccount }).from(glaccount).where(eq(glaccount.tenantId, tenantId))).map((a) => [a.no, a.glid]),
  );
  const [retail] = await tx.insert(customerType).values([{ tenantId, typename: 'Eceran' }, { tenantId, typename: 'Grosir' }]).returning({ id: customerType.typeid });
  const [andi] = await tx.insert(salesman).values([{ tenantId, firstname: 'Andi', lastname: 'Pratama', cellular: '0812-3000-1001' }, { tenantId, firstname: 'Rina', lastname: 'Kusuma', cellular: '0812-3000-1002' }]).returning({ id: salesman.salesmanid });
  const terms = new Map((await tx.select({ id: termPayment.termid, name: termPayment.termname }).from(termPayment).where(eq(termPayment.tenantId, tenantId))).map((t) => [t.name, t.id]));
  const customers = await Promise.all(CUSTOMERS.map(async ([name, town, code, phone]) => ({ name, town, phone, ...(await placeOf(code)) })));
  await tx.insert(person).values(
    customers.map(({ name, town, phone, city, stateprov }, i) => ({
      tenantId,
      persontype: 0,
      personno: `C-${String(i + 1).padStart(5, '0')}`,
      name,
      city,
      stateprov,
      addressline1: `Jl. Raya ${town} No. ${10 + i}`,
      phone,
      creditlimit: String((i + 1) * 5_000_000),
      creditlimitday: 30,
      termsid: terms.get(i % 2 ? 'Net 30' : 'Net 14') ?? null,
      customertypeid: retail!.id,
      salesmanid: andi!.id,
    })),
  );
  const vendors = await Promise.all(VENDORS.map(async ([name, town, code]) => ({ name, town, ...(await placeOf(code)) })));
  await tx.insert(person).values(
    vendors.map(({ name, town, city, stateprov }, i) => ({ tenantId, persontype: 1, personno: `V-${String(i + 1).padStart(5, '0')}`, name, city, stateprov, addressline1: `Kawasan Industri ${town} Blok ${String.fromCharCode(65 + i)}`, termsid: terms.get('Net 30') ?? null })),
  );
  const [groceries] = await tx
    .insert(itemCategory)
    .values({ tenantId, name: 'Barang Dagang', inventoryglaccnt: accounts.get('1-10301'), salesglaccnt: accounts.get('4-10000'), salesretglaccnt: accounts.get('4-10100'), cogsglaccnt: accounts.get('5-10000'), purchaseretglaccnt: accounts.get('5-10100') })
    .returning({ id: itemCategory.categoryid });
  await tx.insert(item).values(
    ITEMS.map(([itemno, description, unit1, unit2, ratio2, price1, price2, cost, type]) => ({
      tenantId,
      itemno,
      itemdescription: description,
      itemtype: type,
      unit1,
      unit2,
      ratio2,
      unitprice: price1,
      unitprice_l2: price2,
      cost,
      minimumqty: type === 0 ? '10' : '0',
      categoryid: type === 0 ? groceries!.id : null,
      inventoryglaccnt: type === 0 ? accounts.get('1-10301') : null,
      salesglaccnt: accounts.get(type === 0 ? '4-10000' : '4-10300'),
      cogsglaccnt: type === 0 ? accounts.get('5-10000') : null,
      taxcodes: 'PPN',
    })),
  );
}
