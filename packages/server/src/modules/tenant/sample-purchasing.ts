import Decimal from 'decimal.js';
import type { AppContext } from '../../platform/context.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import { inTenant } from '../../platform/tenant-access.ts';
import { createDocument } from '../documents/document.service.ts';
import { kindOf } from '../documents/document-registry.ts';
import { insertSampleHaulage, samplePurchasingRefs } from './sample-purchasing.repo.ts';

type Body = Record<string, unknown>;
type Doc = { id: number; details: { seq: number; itemno: string; itemunit: string; quantity: string; unitprice: string }[]; totalamount: string; owing?: string };

/**
 * The sample company's purchasing in the first quarter (issue 12 item 7), entered through the document service
 * like a clerk's, so it posts and moves stock as the API would:
 * - coffee from CV Kopi Gayo Lestari: ordered in January, received in two parts (January, February), each receipt
 *   invoiced with PPN and its Faktur Pajak number; the first invoice paid with a 1 % early-payment discount, the
 *   second half paid in March;
 * - sugar from PT Gula Manis Abadi: received in full, invoiced at a price 2 % above the order (the receipt's cost is
 *   revised), two damaged cartons returned, the rest paid;
 * - a container haul from PT Logistik Cepat (a non-inventory item to transport expense, PPN), paid in March with
 *   PPh 23 of 2 % withheld on the fee and a withholding slip number;
 * - instant noodles from PT Indofood Distribusi: ordered and received in part in March, not invoiced yet (goods
 *   received not invoiced at the quarter's end).
 * Documents dated after today are left out (a company created early in the year has only what has happened).
 */
export async function seedSamplePurchasing(ctx: AppContext, call: TenantCall, year: number, todayIso: string) {
  const refs = await inTenant(ctx, call, async (tx) => {
    const found = await samplePurchasingRefs(tx, call.tenantId);
    return { ...found, haulage: await insertSampleHaulage(tx, call.tenantId) };
  });
  const day = (month: number, d: number) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const [kopiGayo, gulaManis, logistik, indofood] = ['V-00007', 'V-00008', 'V-00009', 'V-00001'].map((no) => refs.vendors[no]!);
  const dateField: Record<string, string> = { 'purchase-order': 'podate', 'goods-receipt': 'receivedate', 'purchase-invoice': 'invoicedate', 'purchase-payment': 'paymentdate', 'purchase-return': 'returndate' };
  /** Saves a document dated `date` unless that is after today; answers it (undefined when left out). */
  const post = async (form: string, date: string, body: Body): Promise<Doc | undefined> => {
    if (date > todayIso) return undefined;
    const kind = kindOf(form);
    return (await createDocument(ctx, call, kind, kind.decl.schema.parse({ ...body, [dateField[form]!]: date }) as Body, 'id')) as unknown as Doc;
  };
  /** Lines pulled from a source's lines: [seq, quantity, unit price?] each, with the source named by its fields. */
  const pulled = (src: Doc, id: string, seq: string, lines: [number, string, string?][], extra: Body = {}) =>
    lines.map(([s, quantity, unitprice]) => {
      const l = src.details.find((d) => d.seq === s)!;
      return { itemno: l.itemno, itemunit: l.itemunit, quantity, unitprice: unitprice ?? l.unitprice, taxcodes: 'PPN', [id]: src.id, [seq]: s, ...extra };
    });

  const coffee = await post('purchase-order', day(1, 6), { vendorid: kopiGayo, expected: day(1, 10), description: 'Kopi bubuk untuk kuartal I', details: [{ itemno: 'BRG-00004', itemunit: 'DUS', quantity: '20', unitprice: '468000', taxcodes: 'PPN' }] });
  const sugar = await post('purchase-order', day(1, 9), { vendorid: gulaManis, description: 'Gula pasir', details: [{ itemno: 'BRG-00002', itemunit: 'DUS', quantity: '30', unitprice: '300000', taxcodes: 'PPN' }] });
  if (!coffee || !sugar) return;
  const coffeeIn = await post('goods-receipt', day(1, 10), { vendorid: kopiGayo, description: 'Kiriman pertama kopi', details: pulled(coffee, 'poid', 'poseq', [[1, '15']]) });
  const sugarIn = await post('goods-receipt', day(1, 13), { vendorid: gulaManis, description: 'Gula pasir lengkap', details: pulled(sugar, 'poid', 'poseq', [[1, '30']]) });
  if (!coffeeIn || !sugarIn) return;
  const coffeeBill = await post('purchase-invoice', day(1, 14), { vendorid: kopiGayo, taxinvoiceno: `0400${String(year % 100)}00000000101`, description: 'Tagihan kopi kiriman pertama', details: pulled(coffeeIn, 'receiveid', 'receiveseq', [[1, '15']]) });
  // The sugar mill billed 2 % above the order: the receipt's cost follows the invoice.
  const sugarBill = await post('purchase-invoice', day(1, 27), { vendorid: gulaManis, taxinvoiceno: `0400${String(year % 100)}00000000214`, description: 'Tagihan gula pasir', details: pulled(sugarIn, 'receiveid', 'receiveseq', [[1, '30', '306000']]) });
  if (!coffeeBill || !sugarBill) return;

  const coffeeRest = await post('goods-receipt', day(2, 3), { vendorid: kopiGayo, description: 'Sisa pesanan kopi', details: pulled(coffee, 'poid', 'poseq', [[1, '5']]) });
  if (!coffeeRest) return;
  const coffeeRestBill = await post('purchase-invoice', day(2, 5), { vendorid: kopiGayo, taxinvoiceno: `0400${String(year % 100)}00000000187`, description: 'Tagihan sisa kopi', details: pulled(coffeeRest, 'receiveid', 'receiveseq', [[1, '5']]) });
  if (!coffeeRestBill) return;
  // Paid within ten days: 1 % off the goods' value.
  const paidCoffee = await post('purchase-payment', day(2, 10), {
    vendorid: kopiGayo,
    bankaccnt: refs.bca,
    description: 'Pelunasan tagihan kopi, diskon tunai 1 %',
    datadisc: [{ glaccount: '5-10200', discount: '70200', description: 'Diskon tunai 1 %' }],
    details: [{ apinvoiceid: coffeeBill.id, pay: coffeeBill.totalamount }],
  });
  const haul = await post('purchase-invoice', day(2, 12), { vendorid: logistik, taxinvoiceno: `0400${String(year % 100)}00000000342`, description: 'Angkut kontainer dari Tanjung Perak', details: [{ itemno: refs.haulage, quantity: '1', unitprice: '4500000', taxcodes: 'PPN' }] });
  const damaged = await post('purchase-return', day(2, 18), { vendorid: gulaManis, apinvoiceid: sugarBill.id, description: 'Dua dus gula basah, dikembalikan', details: [{ itemno: 'BRG-00002', itemunit: 'DUS', quantity: '2', unitprice: '306000', taxcodes: 'PPN', invseq: 1 }] });
  if (!paidCoffee || !haul || !damaged) return;
  const sugarOwing = new Decimal(sugarBill.totalamount).minus(damaged.totalamount).toFixed();
  const paidSugar = await post('purchase-payment', day(2, 25), { vendorid: gulaManis, bankaccnt: refs.bca, description: 'Pelunasan gula setelah retur', details: [{ apinvoiceid: sugarBill.id, pay: sugarOwing }] });
  if (!paidSugar) return;

  // PPh 23 of the haul: 2 % of the fee without PPN, withheld and reported on the slip.
  const paidHaul = await post('purchase-payment', day(3, 3), {
    vendorid: logistik,
    bankaccnt: refs.bca,
    description: 'Bayar jasa angkut, potong PPh 23',
    details: [{ apinvoiceid: haul.id, pay: haul.totalamount, pph23taxid: refs.pph23, pph23base: '4500000', bupotno: `BP-${year}-0001` }],
  });
  const noodles = await post('purchase-order', day(3, 9), { vendorid: indofood, description: 'Mi instan goreng', details: [{ itemno: 'BRG-00006', itemunit: 'DUS', quantity: '50', unitprice: '116000', taxcodes: 'PPN' }] });
  if (!paidHaul || !noodles) return;
  await post('goods-receipt', day(3, 12), { vendorid: indofood, description: 'Mi instan, kiriman pertama', details: pulled(noodles, 'poid', 'poseq', [[1, '40']]) });
  await post('purchase-payment', day(3, 13), { vendorid: kopiGayo, bankaccnt: refs.bca, description: 'Cicilan tagihan sisa kopi', details: [{ apinvoiceid: coffeeRestBill.id, pay: '1300000' }] });
}
