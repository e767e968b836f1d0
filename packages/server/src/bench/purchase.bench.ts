import { ZGoodsReceipt, ZPurchaseInvoice } from '@lontar/core';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { privilege } from '../db/schema/index.ts';
import { createDocument } from '../modules/documents/document.service.ts';
import { kindOf } from '../modules/documents/document-registry.ts';
import { withTenant } from '../platform/tx.ts';
import { bearer, type TestApp } from '../test/harness.ts';
import { driveHttp, driveMeasured } from './bench-drive.ts';
import { analyze, centsText, onDatabases, voucherFigure } from './trade-bench.ts';
import { lcg, ledgerCompany, type LedgerCompany } from './ledger-fixture.ts';
import { envSize, envSizes, load, perDocument, throughput } from './ledger-stats.ts';

/**
 * Issue 12's benchmark: ten-line purchase invoices of stocked items, each with its goods receipt (the receipt
 * brings the goods in against unbilled, the invoice pulls its ten lines, clears unbilled, posts VAT and the
 * payable, and revises the receipt's cost through the stock engine), through the service layer and over HTTP
 * with 1, 4 and 16 clients, and ten-line journal vouchers through the service layer in the same run for scale.
 * A measured "invoice" is the pair receipt + invoice. Each run ends with a consistency check: unbilled cleared,
 * inventory account = stock value, one journal per document.
 *
 *   BENCH_PURCHASE_DOCS / _PGLITE   invoices per run (400 / 100)
 *   BENCH_PURCHASE_CLIENTS          concurrent clients of the runs (1,4,16)
 *   BENCH_PURCHASE_ITEMS            stocked items the lines are drawn from (200)
 */

interface PurchaseCompany extends LedgerCompany {
  vendor: number;
  items: string[];
}

const today = () => new Date().toISOString().slice(0, 10);

export async function purchaseCompany(t: TestApp, name: string, itemCount: number): Promise<PurchaseCompany> {
  const co = await ledgerCompany(t, name);
  const post = async (form: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/tenant/${co.tenantId}/master/${form}`, headers: bearer(co.ownerToken), payload });
    if (res.statusCode !== 201) throw new Error(`${form} not created: ${res.body}`);
    return res.json().data.id as number;
  };
  const vendor = await post('person-data', { persontype: 1, personno: 'V-BENCH', name: 'PT Pemasok Bench' });
  const items = Array.from({ length: itemCount }, (_, i) => `BRG-${String(i + 1).padStart(4, '0')}`);
  for (const itemno of items) await post('item', { itemno, itemdescription: `Barang ${itemno}`, unit1: 'PCS', itemtype: 0 });
  await withTenant(t.ctx.db, co.tenantId, (tx) =>
    tx.insert(privilege).values(['goods-receipt', 'purchase-invoice'].map((screen) => ({ tenantId: co.tenantId, userId: co.clerk.userId, screen, akses: true, tambah: true, ubah: true, hapus: false, preview: true, export: true, jurnal: true }))),
  );
  return { ...co, vendor, items };
}

/** The invoice's price of a receipt line: 5 % over the receipt's, to the cent. */
const invoicePrice = (unitprice: string) => new Decimal(unitprice).times('1.05').toFixed(2);

/** A ten-line receipt of ten different items, and the invoice of all of it at a price 5 % higher with PPN. */
export function receiptBody(i: number, co: PurchaseCompany, date: string) {
  const rnd = lcg(i + 7);
  const picked = new Set<string>();
  while (picked.size < 10) picked.add(co.items[Math.floor(rnd() * co.items.length)]!);
  return {
    receivedate: date,
    vendorid: co.vendor,
    description: `Penerimaan bench ${i}`,
    details: [...picked].map((itemno) => ({ itemno, quantity: String(1 + Math.floor(rnd() * 20)), unitprice: centsText(100 + Math.floor(rnd() * 10_000_000)) })),
  };
}

export function invoiceBody(receipt: { id: number; details: { seq: number; itemno: string; quantity: string; unitprice: string }[] }, co: PurchaseCompany, date: string) {
  return {
    invoicedate: date,
    vendorid: co.vendor,
    description: `Faktur bench ${receipt.id}`,
    details: receipt.details.map((l) => ({
      itemno: l.itemno,
      quantity: l.quantity,
      unitprice: invoicePrice(l.unitprice),
      taxcodes: 'PPN',
      receiveid: receipt.id,
      receiveseq: l.seq,
    })),
  };
}

/** Receipt + invoice pairs through the document service, as the routes call it. */
async function serviceLayer(t: TestApp, co: PurchaseCompany, documents: number, concurrency: number, offset: number) {
  const date = today();
  const post = async (i: number) => {
    const receipt = (await createDocument(t.ctx, co.clerk, kindOf('goods-receipt'), ZGoodsReceipt.parse(receiptBody(i, co, date)), 'id')) as unknown as Parameters<typeof invoiceBody>[0];
    await createDocument(t.ctx, co.clerk, kindOf('purchase-invoice'), ZPurchaseInvoice.parse(invoiceBody(receipt, co, date)), 'id');
  };
  const { samples, wallMs, cpu, loadBefore } = await driveMeasured(t, { warmup: Math.max(10, Math.round(documents / 10)), warmOffset: offset + 500_000, documents, offset, concurrency }, post);
  return { ...throughput(samples, wallMs), cpuMsPerInvoice: perDocument(cpu, documents), concurrency, loadBefore, loadAfter: load() };
}

/**
 * The HTTP client (bench-drive.ts): per invoice, POST the receipt, then POST the invoice pulling the lines the
 * receipt answered, at the invoice's prices computed here.
 */
const HTTP_DOCUMENT = `async (i, post, { tenantId, token, receipts, prices, vendor, date, run }) => {
  const path = (form) => '/api/tenant/' + tenantId + '/master/' + form;
  const r = await post(path('goods-receipt'), token, receipts[i], 'bench-rcv-' + run + '-' + i);
  if (r.status !== 201) return r;
  const receipt = JSON.parse(r.body).data;
  const invoice = { invoicedate: date, vendorid: vendor, description: 'Faktur bench ' + receipt.id, details: receipt.details.map((l, k) => ({
    itemno: l.itemno, quantity: l.quantity, unitprice: prices[i][k], taxcodes: 'PPN', receiveid: receipt.id, receiveseq: l.seq })) };
  return post(path('purchase-invoice'), token, invoice, 'bench-inv-' + run + '-' + i);
}`;

async function overHttp(t: TestApp, co: PurchaseCompany, documents: number, concurrency: number, offset: number) {
  const warmup = Math.max(10, Math.round(documents / 10));
  const date = today();
  const receipts = Array.from({ length: warmup + documents }, (_, i) => receiptBody(offset + i, co, date));
  // The invoices' prices, line by line in the receipts' order; the worker adds the receipt's id and seqs it answers.
  const prices = receipts.map((r) => r.details.map((l) => invoicePrice(l.unitprice)));
  const loadBefore = load();
  const run = await driveHttp(t, {
    concurrency,
    warmup,
    count: receipts.length,
    data: { tenantId: co.tenantId, token: co.clerkToken, receipts, prices, vendor: co.vendor, date, run: offset },
    document: HTTP_DOCUMENT,
  });
  const cpuMsPerInvoice = perDocument(run.cpu, receipts.length);
  return { ...throughput(run.samples, run.wallMs), cpuMsPerInvoice, concurrency, idempotencyKey: true, loadBefore, loadAfter: load() };
}

/** What the runs left: as many invoices as receipts, unbilled cleared, inventory account = stock value. */
async function verify(t: TestApp, tenantId: number) {
  return withTenant(t.ctx.db, tenantId, async (tx) => {
    const rows = (await tx.execute(sql`
      select (select count(*) from trans_document where form = 'goods-receipt')::int as receipts,
             (select count(*) from trans_document where form = 'purchase-invoice')::int as invoices,
             (select coalesce(sum(l.amount), 0) from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = '2-10700')::text as unbilled,
             (select coalesce(sum(l.amount), 0) from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = '1-10301')::text as inventory,
             (select coalesce(sum(v), 0) from (select distinct on (itemid) itemvalue as v from stock_balance order by itemid) x)::text as stockvalue`)) as unknown as {
      rows: { receipts: number; invoices: number; unbilled: string; inventory: string; stockvalue: string }[];
    };
    const r = rows.rows[0]!;
    const consistent = r.receipts === r.invoices && new Decimal(r.unbilled).isZero() && new Decimal(r.inventory).equals(r.stockvalue);
    if (!consistent) throw new Error(`purchase bench left an inconsistent company: ${JSON.stringify(r)}`);
    return { invoices: r.invoices, unbilledCleared: true, inventoryEqualsStock: true };
  });
}

export async function benchPurchase(pgUrl: string) {
  const clients = envSizes('BENCH_PURCHASE_CLIENTS', [1, 4, 16]);
  const itemCount = envSize('BENCH_PURCHASE_ITEMS', 200);
  return onDatabases(pgUrl, 'BENCH_PURCHASE', async (t, documents) => {
    const co = await purchaseCompany(t, 'PT Bench Pembelian', itemCount);
    await analyze(t);
    const result: Record<string, unknown> = { items: itemCount };
    let offset = 0;
    for (const n of clients) {
      result[`service${n}`] = await serviceLayer(t, co, documents, n, offset);
      offset += 10_000;
    }
    for (const n of clients) {
      result[`http${n}`] = await overHttp(t, co, documents, n, offset);
      offset += 10_000;
    }
    // Checked before the vouchers, which post to accounts drawn from the whole chart (unbilled and inventory too).
    result.check = await verify(t, co.tenantId);
    const most = Math.max(...clients);
    result[`journalVoucherService${most}`] = await voucherFigure(t, co, documents, most);
    return result;
  });
}
