import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import { inTenant } from '../../platform/tenant-access.ts';
import { createDocument } from '../documents/document.service.ts';
import { kindOf } from '../documents/document-registry.ts';

/**
 * Opening stock of the sample company's 18 goods (unit1 quantities), 70 % in CENTER and 30 % in Gudang Surabaya,
 * at their master cost: together exactly Rp 185,000,000, the inventory the sample ledger opens with.
 */
const OPENING_QTY: Record<string, number> = {
  'BRG-00001': 150, 'BRG-00002': 680, 'BRG-00003': 320, 'BRG-00004': 540, 'BRG-00005': 1510, 'BRG-00006': 3540,
  'BRG-00007': 2850, 'BRG-00008': 580, 'BRG-00009': 4110, 'BRG-00010': 640, 'BRG-00011': 210, 'BRG-00012': 4705,
  'BRG-00013': 930, 'BRG-00014': 520, 'BRG-00015': 1173, 'BRG-00016': 930, 'BRG-00017': 390, 'BRG-00018': 180,
};

/**
 * The sample company's stock (issue 11 item 6): opening stock in two warehouses at the end of last year, a stock
 * count in February (damaged rice written off, tissues found), a transfer of coffee to Surabaya in March. Entered
 * through the document service like a user's, so the stock reports agree with the ledger.
 */
export async function seedSampleStock(ctx: AppContext, call: TenantCall, year: number, todayIso: string) {
  const ids = await inTenant(ctx, call, async (tx) => {
    const rows = (await tx.execute(sql`
      select (select whid from warehouse where whno = '0') as center, (select whid from warehouse where whno = '1') as surabaya,
             (select glid from glaccount where glaccount = '6-11000') as adj,
             (select jsonb_object_agg(itemno, cost::text) from item where itemtype = 0) as costs`)) as unknown as { rows: { center: number; surabaya: number; adj: number; costs: Record<string, string> }[] };
    return rows.rows[0]!;
  });
  const [center, surabaya, adj] = [Number(ids.center), Number(ids.surabaya), Number(ids.adj)];
  const details = Object.entries(OPENING_QTY).flatMap(([itemno, qty]) => {
    const here = Math.floor((qty * 7) / 10);
    return [
      { itemno, warehouseid: center, quantity: String(here), unitprice: ids.costs[itemno]!, itemovdesc: '' },
      { itemno, warehouseid: surabaya, quantity: String(qty - here), unitprice: ids.costs[itemno]!, itemovdesc: '' },
    ];
  });
  const post = (name: string, body: Record<string, unknown>) => {
    const kind = kindOf(name);
    return createDocument(ctx, call, kind, kind.decl.schema.parse(body) as Record<string, unknown>, 'id');
  };
  await post('item-opening-balance', { obdate: `${year - 1}-12-31`, description: 'Saldo awal persediaan', details });
  const count = `${year}-02-20`;
  if (count <= todayIso) {
    await post('item-adjustment', {
      adjdate: count,
      adjaccnt: adj,
      description: 'Stock opname Februari',
      details: [
        { itemno: 'BRG-00001', warehouseid: center, adjtype: 2, quantity: '3', itemovdesc: 'Karung sobek, beras basah' },
        { itemno: 'BRG-00013', warehouseid: surabaya, adjtype: 1, quantity: '12', itemovdesc: 'Selisih hitung, ditemukan di rak belakang' },
      ],
    });
  }
  const transfer = `${year}-03-05`;
  if (transfer <= todayIso) {
    await post('whtrans', {
      transferdate: transfer,
      fromwhid: center,
      towhid: surabaya,
      description: 'Kirim stok kopi ke gudang Surabaya',
      details: [{ itemno: 'BRG-00004', itemunit: 'DUS', quantity: '5', itemovdesc: '' }],
    });
  }
}
