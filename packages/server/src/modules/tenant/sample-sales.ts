import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import { inTenant } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { createDocument } from '../documents/document.service.ts';
import { kindOf } from '../documents/document-registry.ts';

type Body = Record<string, unknown>;
type Doc = { id: number; details: { seq: number; itemno: string; itemunit: string; quantity: string; unitprice: string }[]; totalamount: string; owing?: string };

/** What the sample company's sales name: its customers by number, the BCA account and the PPh 23 tax. */
async function sampleSalesRefs(tx: Tx, tenantId: number) {
  const rows = (await tx.execute(sql`
    select (select jsonb_object_agg(personno, personid) from person where tenant_id = ${tenantId} and persontype = 0) as customers,
           (select glid from glaccount where tenant_id = ${tenantId} and glaccount = '1-10004') as bca,
           (select taxid from tax where tenant_id = ${tenantId} and taxcode = 'PPH23') as pph23`)) as unknown as { rows: { customers: Record<string, number>; bca: number; pph23: number }[] };
  const r = rows.rows[0]!;
  return { customers: Object.fromEntries(Object.entries(r.customers).map(([no, id]) => [no, Number(id)])), bca: Number(r.bca), pph23: Number(r.pph23) };
}

const DATE_FIELD: Record<string, string> = {
  quotation: 'quotedate',
  'sales-order': 'sodate',
  'delivery-order': 'dodate',
  'sales-invoice': 'invoicedate',
  'sales-consolidated': 'consdate',
  'sales-payment': 'paymentdate',
  'sales-return': 'returndate',
};

/**
 * The sample company's sales in the first quarter (issue 13 item 9), entered through the document service like a
 * sales admin's, so they post, move stock and settle as the API would:
 * - PT Mitra Niaga Nusantara: quoted and ordered sugar and cooking oil in January, delivered in two parts (surat
 *   jalan), each delivery invoiced with PPN and its Faktur Pajak number; both invoices gathered in one Tukar Faktur
 *   in February and paid by it at the end of the month;
 * - CV Sinar Abadi: a down payment for coffee in January, received the next day, applied on the coffee's invoice
 *   in February; two dented cartons returned off what the invoice owes;
 * - Toko Sumber Rejeki: shelves installed (a service) in March, paid with PPh 23 of 2 % withheld on the fee and
 *   its bukti potong number;
 * - Toko Berkah Sentosa: an order in March delivered in part, not invoiced yet (delivered not invoiced at the
 *   quarter's end).
 * Documents dated after today are left out (a company created early in the year has only what has happened).
 */
export async function seedSampleSales(ctx: AppContext, call: TenantCall, year: number, todayIso: string) {
  const refs = await inTenant(ctx, call, (tx) => sampleSalesRefs(tx, call.tenantId));
  const day = (month: number, d: number) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const yy = String(year % 100);
  const [rejeki, sinar, berkah, mitra] = ['C-00001', 'C-00003', 'C-00004', 'C-00005'].map((no) => refs.customers[no]!);
  /** Saves a document dated `date` unless that is after today; answers it (undefined when left out). */
  const post = async (form: string, date: string, body: Body): Promise<Doc | undefined> => {
    if (date > todayIso) return undefined;
    const kind = kindOf(form);
    return (await createDocument(ctx, call, kind, kind.decl.schema.parse({ ...body, [DATE_FIELD[form]!]: date }) as Body, 'id')) as unknown as Doc;
  };
  /** Lines pulled from a source's lines: [seq, quantity] each, at the source's unit and price, with PPN. */
  const pulled = (src: Doc, id: string, seq: string, lines: [number, string][]) =>
    lines.map(([s, quantity]) => {
      const l = src.details.find((d) => d.seq === s)!;
      return { itemno: l.itemno, itemunit: l.itemunit, quantity, unitprice: l.unitprice, taxcodes: 'PPN', [id]: src.id, [seq]: s };
    });

  const quote = await post('quotation', day(1, 8), {
    customerid: mitra,
    description: 'Penawaran gula dan minyak goreng',
    details: [
      { itemno: 'BRG-00002', itemunit: 'DUS', quantity: '40', unitprice: '340000', taxcodes: 'PPN' },
      { itemno: 'BRG-00003', itemunit: 'DUS', quantity: '30', unitprice: '210000', taxcodes: 'PPN' },
    ],
  });
  if (!quote) return;
  const order = await post('sales-order', day(1, 10), { customerid: mitra, shipto: 'Gudang PT Mitra Niaga Nusantara, Jakarta Selatan', description: 'Pesanan gula dan minyak goreng', details: pulled(quote, 'quoteid', 'quoteseq', [[1, '40'], [2, '30']]) });
  if (!order) return;
  const firstTrip = await post('delivery-order', day(1, 16), { customerid: mitra, resi: `JNE-${yy}0116-0042`, description: 'Pengiriman pertama', details: pulled(order, 'soid', 'soseq', [[1, '25'], [2, '30']]) });
  if (!firstTrip) return;
  const firstBill = await post('sales-invoice', day(1, 17), { customerid: mitra, taxinvoiceno: `0400${yy}00000001001`, description: 'Faktur pengiriman pertama', details: pulled(firstTrip, 'doid', 'doseq', [[1, '25'], [2, '30']]) });

  // CV Sinar Abadi pays ahead for its coffee: a down payment invoice with PPN, received the next day.
  const downPayment = await post('sales-invoice', day(1, 22), { customerid: sinar, isdp: true, taxinvoiceno: `0400${yy}00000001002`, description: 'Uang muka kopi bubuk', details: [{ itemovdesc: 'Uang muka pesanan kopi bubuk', unitprice: '5000000', taxcodes: 'PPN' }] });
  if (!firstBill || !downPayment) return;
  await post('sales-payment', day(1, 23), { customerid: sinar, bankaccount: refs.bca, description: 'Terima uang muka kopi', details: [{ arinvoiceid: downPayment.id, pay: downPayment.totalamount }] });

  const secondTrip = await post('delivery-order', day(2, 3), { customerid: mitra, resi: `JNE-${yy}0203-0107`, description: 'Pengiriman sisa gula', details: pulled(order, 'soid', 'soseq', [[1, '15']]) });
  if (!secondTrip) return;
  const secondBill = await post('sales-invoice', day(2, 4), { customerid: mitra, taxinvoiceno: `0400${yy}00000001003`, description: 'Faktur sisa gula', details: pulled(secondTrip, 'doid', 'doseq', [[1, '15']]) });
  if (!secondBill) return;
  const tukarFaktur = await post('sales-consolidated', day(2, 6), { customerid: mitra, description: 'Tukar faktur Januari–Februari', details: [{ arinvoiceid: firstBill.id }, { arinvoiceid: secondBill.id }] });
  const coffee = await post('sales-invoice', day(2, 12), {
    customerid: sinar,
    taxinvoiceno: `0400${yy}00000001004`,
    description: 'Kopi bubuk, uang muka dipotong',
    downpayments: [{ arinvoiceid: downPayment.id, amount: downPayment.totalamount }],
    details: [{ itemno: 'BRG-00004', itemunit: 'DUS', quantity: '20', unitprice: '560000', taxcodes: 'PPN' }],
  });
  if (!tukarFaktur || !coffee) return;
  // Two dented cartons come back: off what the invoice owes, the coffee back in stock at the cost it left with.
  await post('sales-return', day(2, 16), { customerid: sinar, arinvoiceid: coffee.id, description: 'Dua dus kopi penyok, dikurangkan dari tagihan', details: pulled(coffee, 'arinvoiceid', 'invseq', [[1, '2']]) });
  // The Tukar Faktur is paid in full by one receipt naming it.
  await post('sales-payment', day(2, 27), { customerid: mitra, bankaccount: refs.bca, consid: tukarFaktur.id, description: 'Pelunasan tukar faktur' });

  const shelves = await post('sales-invoice', day(3, 2), { customerid: rejeki, taxinvoiceno: `0400${yy}00000001005`, description: 'Pemasangan rak toko', details: [{ itemno: 'JSA-00002', quantity: '10', unitprice: '150000', taxcodes: 'PPN' }] });
  if (!shelves) return;
  // The shop withholds PPh 23 of 2 % on the fee and sends its bukti potong.
  await post('sales-payment', day(3, 10), {
    customerid: rejeki,
    bankaccount: refs.bca,
    description: 'Terima pembayaran jasa pemasangan, dipotong PPh 23',
    details: [{ arinvoiceid: shelves.id, pay: shelves.totalamount, pph23taxid: refs.pph23, pph23base: '1500000', bupotno: `BP-${year}-C0001` }],
  });
  const noodles = await post('sales-order', day(3, 20), { customerid: berkah, description: 'Mi instan dan kecap', details: [{ itemno: 'BRG-00006', itemunit: 'DUS', quantity: '30', unitprice: '135000', taxcodes: 'PPN' }, { itemno: 'BRG-00014', itemunit: 'DUS', quantity: '10', unitprice: '270000', taxcodes: 'PPN' }] });
  if (!noodles) return;
  await post('delivery-order', day(3, 24), { customerid: berkah, description: 'Kiriman pertama mi instan', details: pulled(noodles, 'soid', 'soseq', [[1, '20']]) });
}
