import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/tx.ts';

/** What the sample company's purchasing names: its vendors by number, the BCA account and the PPh 23 tax. */
export interface SamplePurchasingRefs {
  vendors: Record<string, number>;
  bca: number;
  pph23: number;
}

export async function samplePurchasingRefs(tx: Tx, tenantId: number): Promise<SamplePurchasingRefs> {
  const rows = (await tx.execute(sql`
    select (select jsonb_object_agg(personno, personid) from person where tenant_id = ${tenantId} and persontype = 1) as vendors,
           (select glid from glaccount where tenant_id = ${tenantId} and glaccount = '1-10004') as bca,
           (select taxid from tax where tenant_id = ${tenantId} and taxcode = 'PPH23') as pph23`)) as unknown as { rows: { vendors: Record<string, number>; bca: number; pph23: number }[] };
  const r = rows.rows[0]!;
  return { vendors: Object.fromEntries(Object.entries(r.vendors).map(([no, id]) => [no, Number(id)])), bca: Number(r.bca), pph23: Number(r.pph23) };
}

/**
 * The service the sample company buys from its haulier: a non-inventory item (purchasing refuses service items)
 * whose purchases post to transport expense, with PPN and the PPh 23 tax object code of haulage
 * (24-104-56, Jasa Pengangkutan/Ekspedisi). The haulier, PT Logistik Cepat (V-00009), gets its NPWP (`tax1exemptionno`),
 * so its PPh 23 is withheld at 2 %, not at the 4 % of a vendor without one (TAX.md).
 */
export async function insertSampleHaulage(tx: Tx, tenantId: number): Promise<string> {
  const itemno = 'NON-00001';
  await tx.execute(sql`update person set tax1exemptionno = '0027381946614000' where tenant_id = ${tenantId} and persontype = 1 and personno = 'V-00009'`);
  await tx.execute(sql`
    insert into item (tenant_id, itemno, itemdescription, itemtype, unit1, taxcodes, taxobjectcode, inventoryglaccnt)
    values (${tenantId}, ${itemno}, 'Jasa Angkut Kontainer Tanjung Perak', 1, 'TRIP', 'PPN', '24-104-56',
            (select glid from glaccount where tenant_id = ${tenantId} and glaccount = '6-10400'))`);
  return itemno;
}
