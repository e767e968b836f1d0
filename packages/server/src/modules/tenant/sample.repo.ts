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
}
