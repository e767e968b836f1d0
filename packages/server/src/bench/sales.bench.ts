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
 * Issue 13's benchmark, the open-source peers' workload: ten-line sales invoices of stocked items with PPN, posted
 * with their cost of goods sold (each line leaves inventory through the stock engine at its computed cost), through
 * the service layer and over HTTP with 1, 4 and 16 clients, beside ten-line journal vouchers in the same run. Over
 * HTTP every invoice carries an Idempotency-Key and every answer must be a 201; the run ends with a check that none
 * was lost: as many invoices as answered, receivable = Σ totals, inventory account = stock value.
 *
 *   BENCH_SALES_DOCS / _PGLITE   invoices per run (400 / 100)
 *   BENCH_SALES_CLIENTS          concurrent clients of the runs (1,4,16)
 *   BENCH_SALES_ITEMS            stocked items the lines are drawn from (200), each opened with 1,000,000 units
 */

interface SalesCompany extends LedgerCompany {
  customer: number;
  items: string[];
}

const today = () => new Date().toISOString().slice(0, 10);
const SALES_FORMS = ['sales-invoice'];

export async function salesCompany(t: TestApp, name: string, itemCount: number): Promise<SalesCompany> {
  const co = await ledgerCompany(t, name);
  const post = async (form: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/tenant/${co.tenantId}/master/${form}`, headers: bearer(co.ownerToken), payload });
    if (res.statusCode !== 201) throw new Error(`${form} not created: ${res.body}`);
    return res.json().data.id as number;
  };
  const customer = await post('person-data', { persontype: 0, personno: 'C-BENCH', name: 'PT Pelanggan Bench' });
  const items = Array.from({ length: itemCount }, (_, i) => `BRG-${String(i + 1).padStart(4, '0')}`);
  for (const itemno of items) await post('item', { itemno, itemdescription: `Barang ${itemno}`, unit1: 'PCS', itemtype: 0 });
  const central = await withTenant(t.ctx.db, co.tenantId, async (tx) => {
    const rows = (await tx.execute(sql`select min(whid)::int as id from warehouse`)) as unknown as { rows: { id: number }[] };
    return rows.rows[0]!.id;
  });
  // Opening stock: enough of every item for every run, at a cost per item the COGS is checked against.
  for (let start = 0; start < items.length; start += 100) {
    const details = items.slice(start, start + 100).map((itemno, k) => ({ itemno, warehouseid: central, quantity: '1000000', unitprice: String(1000 + ((start + k) % 97) * 50) }));
    await post('item-opening-balance', { obdate: today(), details });
  }
  await withTenant(t.ctx.db, co.tenantId, (tx) =>
    tx.insert(privilege).values(SALES_FORMS.map((screen) => ({ tenantId: co.tenantId, userId: co.clerk.userId, screen, akses: true, tambah: true, ubah: true, hapus: false, preview: true, export: true, jurnal: true }))),
  );
  return { ...co, customer, items };
}

/** A ten-line invoice of ten different items with PPN, priced above cost. */
export function salesInvoiceBody(i: number, co: SalesCompany, date: string) {
  const rnd = lcg(i + 11);
  const picked = new Set<string>();
  while (picked.size < 10) picked.add(co.items[Math.floor(rnd() * co.items.length)]!);
  return {
    invoicedate: date,
    customerid: co.customer,
    description: `Faktur penjualan bench ${i}`,
    details: [...picked].map((itemno) => ({ itemno, quantity: String(1 + Math.floor(rnd() * 20)), unitprice: centsText(1_000_000 + Math.floor(rnd() * 10_000_000)), taxcodes: 'PPN' })),
  };
}

async function serviceLayer(t: TestApp, co: SalesCompany, documents: number, concurrency: number, offset: number) {
  const date = today();
  const kind = kindOf('sales-invoice');
  const post = async (i: number) => {
    await createDocument(t.ctx, co.clerk, kind, kind.decl.schema.parse(salesInvoiceBody(i, co, date)) as Record<string, unknown>, 'id');
  };
  const { samples, wallMs, cpu, loadBefore } = await driveMeasured(t, { warmup: Math.max(10, Math.round(documents / 10)), warmOffset: offset + 500_000, documents, offset, concurrency }, post);
  return { ...throughput(samples, wallMs), cpuMsPerInvoice: perDocument(cpu, documents), concurrency, loadBefore, loadAfter: load() };
}

const HTTP_DOCUMENT = `async (i, post, { tenantId, token, invoices, run }) =>
  post('/api/tenant/' + tenantId + '/master/sales-invoice', token, invoices[i], 'bench-si-' + run + '-' + i)`;

async function overHttp(t: TestApp, co: SalesCompany, documents: number, concurrency: number, offset: number) {
  const warmup = Math.max(10, Math.round(documents / 10));
  const date = today();
  const invoices = Array.from({ length: warmup + documents }, (_, i) => salesInvoiceBody(offset + i, co, date));
  const loadBefore = load();
  const run = await driveHttp(t, { concurrency, warmup, count: invoices.length, data: { tenantId: co.tenantId, token: co.clerkToken, invoices, run: offset }, document: HTTP_DOCUMENT });
  return { ...throughput(run.samples, run.wallMs), cpuMsPerInvoice: perDocument(run.cpu, invoices.length), concurrency, idempotencyKey: true, loadBefore, loadAfter: load() };
}

/** None lost: every invoice answered is stored and posted; receivable = Σ totals; inventory account = stock value. */
async function verify(t: TestApp, tenantId: number, answered: number) {
  return withTenant(t.ctx.db, tenantId, async (tx) => {
    const rows = (await tx.execute(sql`
      select (select count(*) from trans_document where form = 'sales-invoice')::int as invoices,
             (select count(distinct j.docid) from journal j where j.form = 'sales-invoice')::int as journals,
             (select coalesce(sum(totalamount), 0) from trans_document where form = 'sales-invoice')::text as total,
             (select coalesce(sum(l.amount), 0) from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = '1-10100')::text as receivable,
             (select coalesce(sum(l.amount), 0) from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = '1-10301')::text as inventory,
             (select coalesce(sum(v), 0) from (select distinct on (itemid) itemvalue as v from stock_balance order by itemid) x)::text as stockvalue`)) as unknown as {
      rows: { invoices: number; journals: number; total: string; receivable: string; inventory: string; stockvalue: string }[];
    };
    const r = rows.rows[0]!;
    const consistent = r.invoices === answered && r.journals === answered && new Decimal(r.receivable).equals(r.total) && new Decimal(r.inventory).equals(r.stockvalue);
    if (!consistent) throw new Error(`sales bench left an inconsistent company (${answered} answered): ${JSON.stringify(r)}`);
    return { invoices: r.invoices, noneLost: true, receivableEqualsTotals: true, inventoryEqualsStock: true };
  });
}

export async function benchSales(pgUrl: string) {
  const clients = envSizes('BENCH_SALES_CLIENTS', [1, 4, 16]);
  const itemCount = envSize('BENCH_SALES_ITEMS', 200);
  return onDatabases(pgUrl, 'BENCH_SALES', async (t, documents) => {
    const co = await salesCompany(t, 'PT Bench Penjualan', itemCount);
    await analyze(t);
    const result: Record<string, unknown> = { items: itemCount };
    let offset = 0;
    let answered = 0;
    const warm = Math.max(10, Math.round(documents / 10));
    for (const n of clients) {
      result[`service${n}`] = await serviceLayer(t, co, documents, n, offset);
      answered += documents + warm;
      offset += 10_000;
    }
    for (const n of clients) {
      result[`http${n}`] = await overHttp(t, co, documents, n, offset);
      answered += documents + warm;
      offset += 10_000;
    }
    result.check = await verify(t, co.tenantId, answered);
    const most = Math.max(...clients);
    result[`journalVoucherService${most}`] = await voucherFigure(t, co, documents, most);
    return result;
  });
}
