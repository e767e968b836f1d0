import { and, eq } from 'drizzle-orm';
import { currency, department, glaccount, project, warehouse } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tx.ts';

/**
 * Demo master data for a "sample database" company, on top of the normal provisioning: departments,
 * projects, a second warehouse, foreign currencies and named bank accounts. Customers, vendors, items and
 * transactions join this seed as their modules land.
 */
export async function seedSampleCompany(tx: Tx, tenantId: number) {
  await tx.insert(department).values([
    { tenantId, no: '1', name: 'Penjualan' },
    { tenantId, no: '2', name: 'Gudang & Logistik' },
    { tenantId, no: '3', name: 'Keuangan & Akuntansi' },
  ]);
  await tx.insert(project).values([
    { tenantId, no: '1', name: 'Renovasi Toko Surabaya' },
    { tenantId, no: '2', name: 'Pameran Jakarta 2026' },
  ]);
  await tx.insert(warehouse).values({ tenantId, no: '1', name: 'Gudang Surabaya' });
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
}
