import { translate, type MessageKey } from '@lontar/core';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { checkStock } from '../stock/stock-check.ts';
import { receiptCompany } from './sales-payment-fixture.ts';
import { propertySeed } from '../../test/property-seed.ts';
import { accountMoved, lastIds, overPulled, owingByInvoice, paidBeyondTotal, SALES_CHECKS, stockValueOf, statusesOff, unbalancedJournals, withheldByPayments } from './trade-property-checks.ts';

/**
 * Random sales flows through the API (issue 13, Tests): quotations, orders pulled from them, partial deliveries,
 * invoices of deliveries, of order lines or direct, down payments applied once received, Tukar Fakturs gathering
 * open invoices, partial receipts with a discount and PPh 23 (or paying a whole Tukar Faktur), returns off the
 * receivable, refunded or kept as credit, back-dated documents (any day of March and April) and deletes of the
 * latest document of a form. After every command: nothing ordered beyond quoted, delivered beyond ordered,
 * invoiced beyond delivered or returned beyond invoiced (per line, unit1); no invoice paid beyond its total;
 * Σ owing = receivable; stock value = inventory; goods in transit = the cost of what is delivered and not invoiced; PPh 23 withheld = PPh 23 prepaid; every
 * journal balanced. SALES_PROPERTY_RUNS sets the runs (100 by default; 1,000 for a long run),
 * SALES_PROPERTY_SEED replays a failure's seed (a fixed one by default; `random` explores). One company for every run; each run has items of its own, bought
 * in before it starts, and the checks cover only what the run made.
 */
const RUNS = Number(process.env.SALES_PROPERTY_RUNS ?? 100);
const [INVENTORY, GIT, RECEIVABLE, PPH23_PREPAID] = ['1-10301', '1-10500', '1-10100', '1-10800'];
let t: TestApp;
let c: Awaited<ReturnType<typeof receiptCompany>>;
let itemSerial = 0;

beforeAll(async () => {
  t = await createTestApp();
  c = await receiptCompany(t, 'PT Jual Acak');
}, 180_000);
afterAll(() => t.close());

type Command =
  | { kind: 'quote'; lines: { item: number; qty: number; price: number }[]; day: number }
  | { kind: 'order'; from: 'quote' | 'direct'; lines: { item: number; qty: number; price: number }[]; pick: number; part: number; day: number }
  | { kind: 'deliver'; pick: number; part: number; over: boolean; day: number }
  | { kind: 'invoice'; from: 'delivery' | 'order' | 'direct'; pick: number; part: number; over: boolean; ppn: boolean; day: number }
  | { kind: 'pay'; pick: number; part: number; disc: boolean; pph: boolean; day: number }
  | { kind: 'gather'; pick: number; day: number }
  | { kind: 'downpayment'; price: number; ppn: boolean; day: number }
  | { kind: 'return'; pick: number; part: number; over: boolean; settle: 'receivable' | 'credit' | 'refund'; day: number }
  | { kind: 'delete'; form: number };

const FORMS = ['quotation', 'sales-order', 'delivery-order', 'sales-invoice', 'sales-consolidated', 'sales-payment', 'sales-return'] as const;
const day = fc.integer({ min: 0, max: 60 });
const pick = fc.nat(9);
/** A part of what remains, in quarters (1 = a quarter, 4 = all of it). */
const part = fc.integer({ min: 1, max: 4 });
/** One pull in five asks one more than remains. */
const over = fc.nat(4).map((n) => n === 0);
const lines = fc.array(fc.record({ item: fc.nat(2), qty: fc.integer({ min: 1, max: 12 }), price: fc.integer({ min: 1, max: 900 }) }), { minLength: 1, maxLength: 3 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('quote' as const), lines, day }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('order' as const), from: fc.constantFrom('quote' as const, 'direct' as const), lines, pick, part, day }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick, part, over, day }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('invoice' as const), from: fc.constantFrom('delivery' as const, 'delivery' as const, 'order' as const, 'direct' as const), pick, part, over, ppn: fc.boolean(), day }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick, part, disc: fc.boolean(), pph: fc.boolean(), day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('gather' as const), pick, day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('downpayment' as const), price: fc.integer({ min: 1, max: 900 }), ppn: fc.boolean(), day }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('return' as const), pick, part, over, settle: fc.constantFrom('receivable' as const, 'receivable' as const, 'credit' as const, 'refund' as const), day }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), form: fc.nat(6) }) },
);

const date = (d: number) => new Date(Date.UTC(2026, 2, 1 + d)).toISOString().slice(0, 10);

/** The refusals a random flow may meet: each the spec's message for something the sales admin may not do. */
const REFUSALS: MessageKey[] = ['ORDER_PROCESSED', 'RETURN_EXCEEDS_INVOICED', 'PAYMENT_EXCEEDS_DUE', 'DOCUMENT_HAS_LATER', 'STOCK_INSUFFICIENT', 'PAYMENT_BEFORE_INVOICE', 'ALREADY_CONSOLIDATED', 'INVOICE_PROCESSED', 'RETURN_CREDIT_USED', 'DOWNPAYMENT_EXCEEDS_PAID', 'RETURN_BEFORE_SOURCE', 'CONSOLIDATED_NOTHING_OWING', 'CONSOLIDATED_USED'];
const refusalPatterns = REFUSALS.map((key) => {
  const text = translate('en', key, {}).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}|\{\w+\}/g, '.*');
  return [key, new RegExp(text)] as const;
});
/** How often each command ended how (printed at the end: the flows the runs went through). */
const seen = new Map<string, number>();

/** Three items of the run's own, 40 of each bought in on 28 February (a purchase invoice). */
async function newItems(): Promise<string[]> {
  const items = [];
  for (let i = 0; i < 3; i++) {
    itemSerial += 1;
    const itemno = `JUAL-${itemSerial}`;
    await c.query(sql`insert into item (tenant_id, itemno, itemdescription, unit1, costmethod) values (${c.tenantId}, ${itemno}, ${itemno}, 'PCS', ${itemSerial % 2 ? 'FIFO' : 'AVG'})`);
    items.push(itemno);
  }
  const bought = await c.req('POST', 'purchase-invoice', { invoicedate: '2026-02-28', vendorid: c.vendor, details: items.map((itemno, k) => ({ itemno, quantity: '40', unitprice: String(100 + 37 * k) })) });
  expect(bought.statusCode, bought.body).toBe(201);
  return items;
}

type Line = Record<string, unknown> & { itemno: string; quantity: string; unitprice: string };
/** `part` quarters of what remains of each line (at least 1), one more than remains when `over`. */
const take = (src: Line[], partOf: number, overBy: boolean) =>
  src.flatMap((l, i) => {
    const left = new Decimal(l.quantity);
    if (left.lte(0)) return [];
    const q = overBy && i === 0 ? left.plus(1) : Decimal.max(1, left.times(partOf).dividedBy(4).floor());
    return [{ ...l, quantity: q.toFixed() }];
  });
const keep = (l: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.filter((f) => l[f] != null).map((f) => [f, l[f]]));

async function invariants(base: { docid: number; journalid: number }, items: string[]) {
  await withTenant(t.ctx.db, c.tenantId, async (tx) => {
    const query = async (q: ReturnType<typeof sql>) => ((await tx.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    for (const form of ['quotation', 'sales-order', 'delivery-order', 'sales-invoice']) expect(await overPulled(query, form, base.docid), `beyond ${form}`).toEqual([]);
    const owing = await owingByInvoice(query, base.docid, SALES_CHECKS);
    expect(await paidBeyondTotal(query, base.docid, SALES_CHECKS), 'paid > total').toEqual([]);
    expect(await statusesOff(query, owing, base.docid, SALES_CHECKS), 'status = owing').toEqual([]);
    const moved = async (no: string) => accountMoved(query, no, base.journalid);
    expect((await moved(RECEIVABLE)).toFixed(), 'receivable = Σ owing').toBe(Decimal.sum(0, ...owing.values()).toFixed());
    // The run's goods: bought in (inventory), then delivered (goods in transit) or sold (cost of goods sold).
    expect((await stockValueOf(query, items)).toFixed(), 'stock value = inventory').toBe((await moved(INVENTORY)).toFixed());
    expect((await moved(GIT)).toFixed(), 'goods in transit = cost of what is delivered and not invoiced').toBe((await inTransit(query, base.docid)).toFixed());
    const pph23 = await withheldByPayments(query, base.docid, SALES_CHECKS);
    expect((await moved(PPH23_PREPAID)).toFixed(), 'PPh 23 prepaid = Σ withheld').toBe(pph23.withheld);
    expect(await unbalancedJournals(query, base.journalid)).toEqual([]);
  });
}

/**
 * The cost of the goods delivered and not yet invoiced or returned, by the delivery orders' own moves: what goods in
 * transit hold for the run (its stock value counts only what is in the warehouses).
 */
async function inTransit(query: (q: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>, after: number): Promise<Decimal> {
  const [r] = await query(sql`
    select coalesce(sum(m.cost * (l.quantity * l.unitratio - coalesce((select sum(p.quantity * p.unitratio) from trans_line p
             where p.tenant_id = l.tenant_id and p.extra ->> 'srcform' = 'delivery-order' and (p.extra ->> 'srcid')::bigint = l.docid
               and (p.extra ->> 'srcseq')::int = l.seq), 0)) / (l.quantity * l.unitratio)), 0)::text as v
    from trans_line l join trans_document d on d.tenant_id = l.tenant_id and d.docid = l.docid
    join stock_move m on m.tenant_id = l.tenant_id and m.form = 'delivery-order' and m.docid = l.docid and m.lineseq = l.seq
    where d.form = 'delivery-order' and d.docid > ${after}`);
  return new Decimal(String(r!.v));
}

async function run(cmd: Command, items: string[], docs: Record<string, { id: number; date: string }[]>) {
  const save = async (form: string, body: Record<string, unknown>, when: string) => {
    const res = await c.en('POST', form, { ...body, confirm: true });
    if (res.statusCode === 201) docs[form]!.push({ id: res.json().data.id, date: when });
    return res;
  };
  const pull = async (url: string) => (await c.req('GET', url)).json().listdata as Line[];
  const open = async (form: string, i: number) => {
    const list = docs[form]!;
    for (let k = 0; k < list.length; k++) {
      const doc = list[(i + k) % list.length]!;
      const lines = await pull(`pullDetTransaction/${doc.id}?form=${form}`);
      if (lines.some((l) => new Decimal(l.quantity).gt(0))) return { doc, lines };
    }
    return undefined;
  };
  const when = 'day' in cmd ? date(cmd.day) : '';
  /** A later document is dated on its source's date when its own would come before it, except one in three (back-dated on purpose). */
  const notBefore = (source: string) => ('day' in cmd && cmd.day < 40 && source > when ? source : when);
  const owed = async () => (await c.req('GET', `sales-payment/getListInvoiceCheque/0/${c.customer}`)).json().listdata as { arinvoiceid: number; owing: string }[];
  const direct = (ls: { item: number; qty: number; price: number }[], ppn = true) => ls.map((l) => ({ itemno: items[l.item]!, quantity: String(l.qty), unitprice: String(l.price), ...(ppn ? { taxcodes: 'PPN' } : {}) }));
  switch (cmd.kind) {
    case 'quote':
      return save('quotation', { quotedate: when, customerid: c.customer, details: direct(cmd.lines) }, when);
    case 'order': {
      const q = cmd.from === 'quote' ? await open('quotation', cmd.pick) : undefined;
      const details = q ? take(q.lines, cmd.part, false).map((l) => keep(l, ['itemno', 'quantity', 'unitprice', 'taxcodes', 'quoteid', 'quoteseq'])) : direct(cmd.lines);
      return save('sales-order', { sodate: q ? notBefore(q.doc.date) : when, customerid: c.customer, details }, q ? notBefore(q.doc.date) : when);
    }
    case 'deliver': {
      const so = await open('sales-order', cmd.pick);
      if (!so) return undefined;
      const on = notBefore(so.doc.date);
      return save('delivery-order', { dodate: on, customerid: c.customer, details: take(so.lines, cmd.part, cmd.over).map((l) => keep(l, ['itemno', 'quantity', 'unitprice', 'soid', 'soseq'])) }, on);
    }
    case 'downpayment':
      return save('sales-invoice', { invoicedate: when, customerid: c.customer, isdp: true, details: [{ itemovdesc: 'Uang muka', unitprice: String(cmd.price), ...(cmd.ppn ? { taxcodes: 'PPN' } : {}) }] }, when);
    case 'invoice': {
      const form = cmd.from === 'delivery' ? 'delivery-order' : 'sales-order';
      const src = cmd.from === 'direct' ? undefined : await open(form, cmd.pick);
      const details: Record<string, unknown>[] = src
        ? take(src.lines, cmd.part, cmd.over).map((l) => ({ ...keep(l, ['itemno', 'quantity', 'unitprice', 'soid', 'soseq', 'doid', 'doseq']), ...(cmd.ppn ? { taxcodes: 'PPN' } : {}) }))
        : direct([{ item: cmd.pick % 3, qty: cmd.part + 4, price: 200 * (cmd.pick + 1) }], cmd.ppn);
      const on = src ? notBefore(src.doc.date) : when;
      // One invoice in two applies what remains of the customer's first open down payment of no later date (capped at half the invoice's subtotal).
      const dps = cmd.pick % 2 ? [] : ((await c.req('GET', `sales-invoice/downpayments?customerid=${c.customer}`)).json().listdata as { arinvoiceid: number; remaining: string; invoicedate?: string }[]);
      const dp = dps.find((d) => docs['sales-invoice']!.some((x) => x.id === d.arinvoiceid && x.date <= on));
      const cap = Decimal.sum(0, ...details.map((l) => new Decimal(l.quantity as string).times(l.unitprice as string))).dividedBy(2).floor();
      const downpayments = dp && cap.gt(0) ? [{ arinvoiceid: dp.arinvoiceid, amount: Decimal.min(dp.remaining, cap).toFixed() }] : [];
      return save('sales-invoice', { invoicedate: on, customerid: c.customer, details, ...(downpayments.length ? { downpayments } : {}) }, on);
    }
    case 'pay': {
      const list = docs['sales-invoice']!;
      const open = await owed();
      const tukar = cmd.pick % 3 === 0 ? docs['sales-consolidated']!.at(-1) : undefined;
      if (tukar) {
        const on = when > tukar.date ? when : tukar.date;
        return save('sales-payment', { paymentdate: on, customerid: c.customer, bankaccount: c.bank, consid: tukar.id }, on);
      }
      const inv = list.map((_, k) => list[(cmd.pick + k) % list.length]!).find((d) => open.some((o) => o.arinvoiceid === d.id && new Decimal(o.owing).gt(0)));
      if (!inv) return undefined;
      const owing = new Decimal(open.find((o) => o.arinvoiceid === inv.id)!.owing);
      const pay = cmd.part === 4 ? owing : Decimal.max(1, owing.times(cmd.part).dividedBy(4).floor());
      const on = notBefore(inv.date);
      return save('sales-payment', {
        paymentdate: on,
        customerid: c.customer,
        bankaccount: c.bank,
        ...(cmd.disc && pay.gt(100) ? { datadisc: [{ glaccount: '4-10200', discount: pay.dividedBy(20).floor().toFixed() }] } : {}),
        details: [{ arinvoiceid: inv.id, pay: pay.toFixed(), ...(cmd.pph && pay.gte(2) ? { pph23taxid: c.pph23, pph23base: pay.dividedBy(2).floor().toFixed(), bupotno: `BP-${itemSerial}` } : {}) }],
      }, on);
    }
    case 'gather': {
      // Up to two invoices still owing, from the picked one on, in one Tukar Faktur (one already gathered is refused).
      const open = await owed();
      const list = docs['sales-invoice']!;
      const picked = list.map((_, k) => list[(cmd.pick + k) % list.length]!).filter((d) => open.some((o) => o.arinvoiceid === d.id && new Decimal(o.owing).gt(0))).slice(0, 2);
      if (!picked.length) return undefined;
      const on = [when, ...picked.map((p) => p.date)].sort().at(-1)!;
      return save('sales-consolidated', { consdate: on, customerid: c.customer, details: picked.map((p) => ({ arinvoiceid: p.id })) }, on);
    }
    case 'return': {
      const list = docs['sales-invoice']!;
      const inv = list.length ? list[cmd.pick % list.length]! : undefined;
      if (!inv) return undefined;
      const read = (await c.req('GET', `sales-invoice/read/${inv.id}`)).json().data as { details: Line[] };
      const goods = read.details.filter((l) => l.itemno);
      if (!goods.length) return undefined;
      const on = notBefore(inv.date);
      return save('sales-return', {
        returndate: on,
        customerid: c.customer,
        arinvoiceid: inv.id,
        settlement: cmd.settle,
        ...(cmd.settle === 'refund' ? { bankaccount: c.bank } : {}),
        details: take(goods, cmd.part, cmd.over).map((l) => ({ ...keep(l, ['itemno', 'quantity', 'unitprice', 'taxcodes']), invseq: (l as Line).seq })),
      }, on);
    }
    case 'delete': {
      const forms = FORMS.filter((f) => docs[f]!.length);
      const form = forms[cmd.form % Math.max(forms.length, 1)];
      if (!form) return undefined;
      const res = await c.en('DELETE', `${form}/delete/${docs[form]!.at(-1)!.id}`);
      if (res.statusCode === 200) docs[form]!.pop();
      return res;
    }
  }
}

describe('sales: random flows', () => {
  it(`keeps quotations, orders, deliveries, invoices, receivables, stock and ledger in agreement (${RUNS} runs)`, { timeout: 120_000 + RUNS * 10_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 10 }), async (commands) => {
        const base = await lastIds(c.query);
        const items = await newItems();
        const docs = Object.fromEntries(FORMS.map((f) => [f, [] as { id: number; date: string }[]]));
        for (const cmd of commands) {
          const res = await run(cmd, items, docs);
          const what = `${cmd.kind}${'from' in cmd ? ' ' + cmd.from : ''}${cmd.kind === 'return' ? ' ' + cmd.settle : ''}`;
          const outcome = !res ? `${what}: nothing to do` : res.statusCode < 300 ? `${what}: ${res.statusCode}` : `${what}: ${res.statusCode} ${refusalPatterns.find(([, re]) => re.test(res.json().message))?.[0] ?? res.body}`;
          seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
          // Refusals are the spec's; nothing else may fail.
          if (res && res.statusCode >= 300) {
            expect([400, 409], `${JSON.stringify(cmd)} ${res.body}`).toContain(res.statusCode);
            expect(refusalPatterns.some(([, re]) => re.test(res.json().message)), res.body).toBe(true);
          }
          if (res) await invariants(base, items);
        }
      }),
      // SALES_PROPERTY_SEED (and SALES_PROPERTY_PATH) replay the runs of a failure.
      { numRuns: RUNS, ...propertySeed('SALES_PROPERTY_SEED'), ...(process.env.SALES_PROPERTY_PATH ? { path: process.env.SALES_PROPERTY_PATH } : {}) },
    );
    console.log([...seen].sort().map(([k, n]) => `${k} × ${n}`).join('\n'));
    expect(await withTenant(t.ctx.db, c.tenantId, (tx) => balanceDifferences(tx, c.tenantId))).toEqual([]);
    expect((await withTenant(t.ctx.db, c.tenantId, (tx) => checkStock(tx, c.tenantId))).differences).toEqual([]);
  });
});
