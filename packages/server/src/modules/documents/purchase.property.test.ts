import { translate, type MessageKey } from '@lontar/core';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from '../ledger/journal.repo.ts';
import { checkStock } from '../stock/stock-check.ts';
import { paymentCompany } from './payment-fixture.ts';
import { propertySeed } from '../../test/property-seed.ts';
import { accountMoved, lastIds, overPulled, owingByInvoice, paidBeyondTotal, receivedNotInvoiced, statusesOff, stockValueOf, unbalancedJournals, withheldByPayments } from './trade-property-checks.ts';

/**
 * Random purchasing flows through the API (issue 12, Tests): orders, partial receipts, invoices of receipts or of
 * order lines at another price, direct invoices, partial payments with a discount and PPh 23, returns from invoices
 * and from receipts, back-dated documents (any day of March and April), and deletes of the latest document of a
 * form. After every command: nothing received beyond ordered, invoiced beyond received or returned beyond invoiced
 * (per line, unit1); no invoice paid beyond its total; Σ owing = −payable; goods received not invoiced = −unbilled;
 * stock value = inventory; PPh 23 withheld = −PPh 23 payable; every journal balanced. PURCHASE_PROPERTY_RUNS sets
 * the runs (100 by default; 1,000 for a long run), PURCHASE_PROPERTY_SEED replays a failure's seed (a fixed one by default; `random` explores). One company for
 * every run; each run has items of its own, and the checks cover only what the run made.
 */
const RUNS = Number(process.env.PURCHASE_PROPERTY_RUNS ?? 100);
const [INVENTORY, UNBILLED, PAYABLE, PPH23_PAYABLE] = ['1-10301', '2-10700', '2-10000', '2-10400'];
let t: TestApp;
let c: Awaited<ReturnType<typeof paymentCompany>>;
let itemSerial = 0;

beforeAll(async () => {
  t = await createTestApp();
  c = await paymentCompany(t, 'PT Beli Acak');
}, 180_000);
afterAll(() => t.close());

type Command =
  | { kind: 'order'; lines: { item: number; qty: number; price: number; dus: boolean }[]; day: number }
  | { kind: 'receive'; pick: number; part: number; over: boolean; pcs: boolean; day: number }
  | { kind: 'invoice'; from: 'receipt' | 'order' | 'direct'; pick: number; part: number; over: boolean; pcs: boolean; change: number; ppn: boolean; day: number }
  | { kind: 'pay'; pick: number; part: number; disc: boolean; pph: boolean; day: number }
  | { kind: 'return'; from: 'invoice' | 'receipt'; pick: number; part: number; over: boolean; pcs: boolean; nihil: boolean; day: number }
  | { kind: 'credit'; pick: number; part: number; day: number }
  | { kind: 'delete'; form: number };

const FORMS = ['purchase-order', 'goods-receipt', 'purchase-invoice', 'purchase-payment', 'purchase-return'] as const;
const day = fc.integer({ min: 0, max: 60 });
const pick = fc.nat(9);
/** A part of what remains, in quarters (1 = a quarter, 4 = all of it). */
const part = fc.integer({ min: 1, max: 4 });
/** One pull in four takes cartons in pieces. */
const pcs = fc.nat(3).map((n) => n === 0);
/** One pull in five asks one more than remains. */
const over = fc.nat(4).map((n) => n === 0);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('order' as const), lines: fc.array(fc.record({ item: fc.nat(2), qty: fc.integer({ min: 1, max: 12 }), price: fc.integer({ min: 1, max: 900 }), dus: fc.boolean() }), { minLength: 1, maxLength: 3 }), day }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('receive' as const), pick, part, over, pcs, day }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('invoice' as const), from: fc.constantFrom('receipt' as const, 'receipt' as const, 'order' as const, 'direct' as const), pick, part, over, pcs, change: fc.integer({ min: -2, max: 2 }), ppn: fc.boolean(), day }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick, part, disc: fc.boolean(), pph: fc.boolean(), day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('credit' as const), pick, part, day }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('return' as const), from: fc.constantFrom('invoice' as const, 'invoice' as const, 'receipt' as const), pick, part, over, pcs, nihil: fc.boolean(), day }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), form: fc.nat(4) }) },
);

const date = (d: number) => new Date(Date.UTC(2026, 2, 1 + d)).toISOString().slice(0, 10);

/** The refusals a random flow may meet: each the spec's message for something the clerk may not do. */
const REFUSALS: MessageKey[] = ['ITEM_FULLY_RECEIVED', 'RETURN_EXCEEDS_INVOICED', 'PAYMENT_EXCEEDS_DUE', 'PAYMENT_EXCEEDS_CREDIT', 'RETURN_CREDIT_USED', 'ORDER_PROCESSED', 'INVOICE_PROCESSED', 'DOCUMENT_HAS_LATER', 'STOCK_INSUFFICIENT', 'PAYMENT_BEFORE_INVOICE'];
const refusalPatterns = REFUSALS.map((key) => {
  const text = translate('en', key, {}).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}|\{\w+\}/g, '.*');
  return [key, new RegExp(text)] as const;
});
/** What the last pay command did with a vendor credit (' set-off' or ' refund'), for the tally below. */
let payKind = '';
/** How often each command ended how (printed at the end: the flows the runs went through). */
const seen = new Map<string, number>();

async function newItems(): Promise<string[]> {
  const items = [];
  for (let i = 0; i < 3; i++) {
    itemSerial += 1;
    const itemno = `BELI-${itemSerial}`;
    await c.query(sql`insert into item (tenant_id, itemno, itemdescription, unit1, unit2, ratio2, costmethod) values (${c.tenantId}, ${itemno}, ${itemno}, 'PCS', 'DUS', '12', ${itemSerial % 2 ? 'FIFO' : 'AVG'})`);
    items.push(itemno);
  }
  return items;
}

type Line = Record<string, unknown> & { itemno: string; quantity: string; unitprice: string; itemunit?: string };
/** A line in cartons taken in pieces (12 a carton): quantity and price in unit1. */
const inPieces = (l: Line): Line => (l.itemunit === 'DUS' ? { ...l, itemunit: 'PCS', quantity: new Decimal(l.quantity).times(12).toFixed(), unitprice: new Decimal(l.unitprice).dividedBy(12).toFixed() } : l);
/**
 * `quantity` lines of what remains, `part` quarters of each (at least 1), one more than remains when `over`; with
 * `pcs`, lines in cartons are taken in pieces (what remains is compared in unit1).
 */
const take = (lines: Line[], partOf: number, overBy: boolean, pcs = false) =>
  lines.flatMap((line, i) => {
    const l = pcs ? inPieces(line) : line;
    const left = new Decimal(l.quantity);
    if (left.lte(0)) return [];
    const q = overBy && i === 0 ? left.plus(1) : Decimal.max(1, left.times(partOf).dividedBy(4).floor());
    return [{ ...l, quantity: q.toFixed() }];
  });
/** A price moved by `change` tenths, still a whole multiple of the unit ratio. */
const priced = (l: Line, change: number) => {
  const ratio = l.itemunit === 'DUS' ? 12 : 1;
  const perUnit = new Decimal(l.unitprice).dividedBy(ratio);
  return perUnit.times(10 + change).dividedBy(10).round().times(ratio).toFixed();
};
const keep = (l: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.filter((f) => l[f] != null).map((f) => [f, l[f]]));

/**
 * The invariants over what this run made: its documents and journals (after `base`) and its own items, so a run
 * that breaks one is shrunk on its own and never blamed on another.
 */
async function invariants(base: { docid: number; journalid: number }, items: string[]) {
  // One transaction for every read of the check.
  await withTenant(t.ctx.db, c.tenantId, async (tx) => {
    const query = async (q: ReturnType<typeof sql>) => ((await tx.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    for (const form of ['purchase-order', 'goods-receipt', 'purchase-invoice']) expect(await overPulled(query, form, base.docid), `beyond ${form}`).toEqual([]);
    const owing = await owingByInvoice(query, base.docid);
    // Owing may go below zero when goods are returned after they were paid (the vendor owes it back); what payments
    // settle never goes beyond the invoice's total.
    expect(await paidBeyondTotal(query, base.docid), 'paid > total').toEqual([]);
    // A credit set off comes back to owing nothing: every invoice reads paid exactly when it owes nothing or less.
    expect(await statusesOff(query, owing, base.docid), 'status = owing').toEqual([]);
    const moved = async (no: string) => (await accountMoved(query, no, base.journalid)).toFixed();
    expect(await moved(PAYABLE), 'payable = −Σ owing').toBe(Decimal.sum(0, ...owing.values()).negated().toFixed());
    expect(await moved(UNBILLED), 'unbilled = −received not invoiced').toBe(new Decimal(await receivedNotInvoiced(query, base.docid)).negated().toFixed());
    expect((await stockValueOf(query, items)).toFixed(), 'stock value = inventory').toBe(await moved(INVENTORY));
    const pph23 = await withheldByPayments(query, base.docid);
    expect(pph23.odd, 'PPh 23 at the rate of its tax').toBe(0);
    expect(await moved(PPH23_PAYABLE), 'PPh 23 payable = −Σ withheld').toBe(new Decimal(pph23.withheld).negated().toFixed());
    expect(await unbalancedJournals(query, base.journalid)).toEqual([]);
  });
}

/** Runs one command as a clerk would (pulling what remains through the pull calls); answers the response. */
async function run(cmd: Command, items: string[], docs: Record<string, { id: number; date: string }[]>) {
  const save = async (form: string, body: Record<string, unknown>, when: string) => {
    const res = await c.en('POST', form, body);
    if (res.statusCode === 201) docs[form]!.push({ id: res.json().data.id, date: when });
    return res;
  };
  const pull = async (url: string) => (await c.req('GET', url)).json().listdata as Line[];
  /** The first document of `form`, from the `i`th on, with something left to pull (`url` lists what remains). */
  const open = async (form: string, i: number, url: (id: number) => string) => {
    const list = docs[form]!;
    for (let k = 0; k < list.length; k++) {
      const doc = list[(i + k) % list.length]!;
      const lines = await pull(url(doc.id));
      if (lines.some((l) => new Decimal(l.quantity).gt(0))) return { doc, lines };
    }
    return undefined;
  };
  const when = 'day' in cmd ? date(cmd.day) : '';
  /** A payment or return is dated on its source's date when its own would come before it, except one in three (back-dated on purpose). */
  const notBefore = (source: string) => ('day' in cmd && cmd.day < 40 && source > when ? source : when);
  /**
   * A vendor credit: `part` quarters of it (all with 4) set off against the next invoice still owing (at most what
   * it owes), or, with none, or with `disc` (one in two), taken back as a refund; `pph` asks a cent more of the credit
   * (refused when that passes it).
   */
  const setOff = (credit: { id: number; date: string }, owing: Decimal, owed: { apinvoiceid: number; owing: string }[], p: { part: number; disc: boolean; pph: boolean }) => {
    const amount = p.part === 4 ? owing.negated() : Decimal.max(1, owing.negated().times(p.part).dividedBy(4).floor());
    const other = p.disc ? undefined : docs['purchase-invoice']!.find((d) => owed.some((o) => o.apinvoiceid === d.id && new Decimal(o.owing).gt(0)));
    const against = other ? Decimal.min(amount, new Decimal(owed.find((o) => o.apinvoiceid === other.id)!.owing)) : undefined;
    const on = notBefore(other && other.date > credit.date ? other.date : credit.date);
    payKind = other ? ' set-off' : ' refund';
    const credited = (against ?? amount).plus(p.pph ? new Decimal('0.01') : 0);
    return save('purchase-payment', {
      paymentdate: on,
      vendorid: c.vendor,
      bankaccnt: c.bank,
      details: [...(other ? [{ apinvoiceid: other.id, pay: against!.toFixed() }] : []), { apinvoiceid: credit.id, pay: credited.negated().toFixed() }],
    }, on);
  };
  switch (cmd.kind) {
    case 'order':
      return save('purchase-order', {
        podate: when,
        vendorid: c.vendor,
        details: cmd.lines.map((l) => ({ itemno: items[l.item], quantity: String(l.qty), ...(l.dus ? { itemunit: 'DUS', unitprice: String(l.price * 12) } : { unitprice: String(l.price) }), taxcodes: 'PPN' })),
      }, when);
    case 'receive': {
      // Without an order, goods come in on a receipt of their own.
      const po = await open('purchase-order', cmd.pick, (id) => `pullDetTransaction/${id}?form=purchase-order`);
      const lines = po ? take(po.lines, cmd.part, cmd.over, cmd.pcs) : [{ itemno: items[cmd.pick % 3]!, quantity: String(cmd.part * 2), unitprice: String(150 * (cmd.pick + 1)) }];
      return save('goods-receipt', { receivedate: when, vendorid: c.vendor, details: lines.map((l) => keep(l, ['itemno', 'itemunit', 'quantity', 'unitprice', 'poid', 'poseq'])) }, when);
    }
    case 'invoice': {
      let lines: Line[];
      // Without the source asked for, the goods come in with the invoice.
      const form = cmd.from === 'receipt' ? 'goods-receipt' : 'purchase-order';
      const src = cmd.from === 'direct' ? undefined : await open(form, cmd.pick, (id) => `pullDetTransaction/${id}?form=${form}`);
      if (!src) lines = [{ itemno: items[cmd.pick % 3]!, quantity: String(cmd.part + 1), unitprice: String(100 * (cmd.pick + 1)) }];
      else lines = take(src.lines, cmd.part, cmd.over, cmd.pcs);
      const details = lines.map((l) => ({ ...keep(l, ['itemno', 'itemunit', 'quantity', 'poid', 'poseq', 'receiveid', 'receiveseq']), unitprice: priced(l, cmd.change), ...(cmd.ppn ? { taxcodes: 'PPN' } : {}) }));
      return save('purchase-invoice', { invoicedate: when, vendorid: c.vendor, details }, when);
    }
    case 'pay': {
      // The first invoice from the picked one on that still owes something, or is owed (a vendor credit, owing
      // below zero), as the payment screen lists them.
      const owed = (await c.req('GET', `purchase-payment/getListInvoiceCheque/0/${c.vendor}`)).json().listdata as { apinvoiceid: number; owing: string }[];
      const list = docs['purchase-invoice']!;
      // With an even pick, a credit first when there is one.
      const credit = cmd.pick % 2 === 0 ? list.find((d) => owed.some((o) => o.apinvoiceid === d.id && new Decimal(o.owing).lt(0))) : undefined;
      const inv = credit ?? list.map((_, k) => list[(cmd.pick + k) % list.length]!).find((d) => owed.some((o) => o.apinvoiceid === d.id));
      if (!inv) return undefined;
      const owing = new Decimal(owed.find((o) => o.apinvoiceid === inv.id)!.owing);
      if (owing.lt(0)) return setOff(inv, owing, owed, cmd);
      const pay = cmd.part === 4 ? owing : Decimal.max(1, owing.times(cmd.part).dividedBy(4).floor());
      const paidOn = notBefore(inv.date);
      return save('purchase-payment', {
        paymentdate: paidOn,
        vendorid: c.vendor,
        bankaccnt: c.bank,
        ...(cmd.disc && pay.gt(100) ? { datadisc: [{ glaccount: '5-10200', discount: pay.dividedBy(20).floor().toFixed() }] } : {}),
        details: [{ apinvoiceid: inv.id, pay: pay.toFixed(), ...(cmd.pph && pay.gte(2) ? { pph23taxid: c.pph23, pph23base: pay.dividedBy(2).floor().toFixed(), bupotno: `BP-${itemSerial}` } : {}) }],
      }, paidOn);
    }
    case 'return': {
      if (cmd.from === 'invoice') {
        const inv = await open('purchase-invoice', cmd.pick, (id) => `purchase-invoice-pull/${id}`);
        if (!inv) return undefined;
        const lines = take(inv.lines, cmd.part, cmd.over, cmd.pcs);
        const on = notBefore(inv.doc.date);
        return save('purchase-return', { returndate: on, vendorid: c.vendor, apinvoiceid: inv.doc.id, isnihil: cmd.nihil, details: lines.map((l) => keep(l, ['itemno', 'itemunit', 'quantity', 'unitprice', 'taxcodes', 'invseq'])) }, on);
      }
      const rcv = await open('goods-receipt', cmd.pick, (id) => `pullDetTransaction/${id}?form=goods-receipt`);
      if (!rcv) return undefined;
      const lines = take(rcv.lines, cmd.part, cmd.over, cmd.pcs);
      const on = notBefore(rcv.doc.date);
      return save('purchase-return', { returndate: on, vendorid: c.vendor, withoutpi: true, details: lines.map((l) => keep(l, ['itemno', 'itemunit', 'quantity', 'unitprice', 'receiveid', 'receiveseq'])) }, on);
    }
    case 'credit': {
      // A vendor credit: an invoice still owing paid in full, then `part` quarters of its goods sent back.
      const owed = (await c.req('GET', `purchase-payment/getListInvoiceCheque/0/${c.vendor}`)).json().listdata as { apinvoiceid: number; owing: string }[];
      const list = docs['purchase-invoice']!;
      const inv = list.map((_, k) => list[(cmd.pick + k) % list.length]!).find((d) => owed.some((o) => o.apinvoiceid === d.id && new Decimal(o.owing).gt(0)));
      if (!inv) return undefined;
      const on = when > inv.date ? when : inv.date;
      const paid = await save('purchase-payment', { paymentdate: on, vendorid: c.vendor, bankaccnt: c.bank, details: [{ apinvoiceid: inv.id, pay: owed.find((o) => o.apinvoiceid === inv.id)!.owing }] }, on);
      if (paid.statusCode !== 201) return paid;
      const lines = take(await pull(`purchase-invoice-pull/${inv.id}`), cmd.part, false);
      if (!lines.length) return paid;
      const returned = await save('purchase-return', { returndate: on, vendorid: c.vendor, apinvoiceid: inv.id, details: lines.map((l) => keep(l, ['itemno', 'itemunit', 'quantity', 'unitprice', 'taxcodes', 'invseq'])) }, on);
      // One in two is set off or refunded at once (a quarter, or all of it); the others stay for a later payment.
      if (returned.statusCode !== 201 || cmd.pick % 2) return returned;
      const now = (await c.req('GET', `purchase-payment/getListInvoiceCheque/0/${c.vendor}`)).json().listdata as { apinvoiceid: number; owing: string }[];
      const left = now.find((o) => o.apinvoiceid === inv.id);
      return left && new Decimal(left.owing).lt(0) ? setOff(inv, new Decimal(left.owing), now, { part: cmd.part === 1 ? 1 : 4, disc: cmd.day % 3 === 0, pph: cmd.day % 5 === 0 }) : returned;
    }
    case 'delete': {
      // The latest document of one of the forms this run has documents of.
      const forms = FORMS.filter((f) => docs[f]!.length);
      const form = forms[cmd.form % Math.max(forms.length, 1)];
      if (!form) return undefined;
      const res = await c.en('DELETE', `${form}/delete/${docs[form]!.at(-1)!.id}`);
      if (res.statusCode === 200) docs[form]!.pop();
      return res;
    }
  }
}

describe('purchasing: random flows', () => {
  it(`keeps orders, receipts, invoices, payables, unbilled, stock and ledger in agreement (${RUNS} runs)`, { timeout: 60_000 + RUNS * 3_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 10 }), async (commands) => {
        const items = await newItems();
        const base = await lastIds(c.query);
        const docs = Object.fromEntries(FORMS.map((f) => [f, [] as { id: number; date: string }[]]));
        for (const cmd of commands) {
          const res = await run(cmd, items, docs);
          const what = `${cmd.kind}${'from' in cmd ? ' ' + cmd.from : ''}${payKind}`;
          payKind = '';
          const outcome = !res ? `${what}: nothing to do` : res.statusCode < 300 ? `${what}: ${res.statusCode}` : `${what}: ${res.statusCode} ${refusalPatterns.find(([, re]) => re.test(res.json().message))?.[0] ?? res.body}`;
          seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
          // Refusals are the spec's; nothing else may fail.
          if (res && res.statusCode >= 300) {
            expect([400, 409], res.body).toContain(res.statusCode);
            expect(refusalPatterns.some(([, re]) => re.test(res.json().message)), res.body).toBe(true);
          }
          if (res) await invariants(base, items);
        }
      }),
      // PURCHASE_PROPERTY_SEED replays the runs of a failure's seed.
      { numRuns: RUNS, ...propertySeed('PURCHASE_PROPERTY_SEED') },
    );
    console.log([...seen].sort().map(([k, n]) => `${k} × ${n}`).join('\n'));
    expect(await withTenant(t.ctx.db, c.tenantId, (tx) => balanceDifferences(tx, c.tenantId))).toEqual([]);
    expect((await withTenant(t.ctx.db, c.tenantId, (tx) => checkStock(tx, c.tenantId))).differences).toEqual([]);
  });
});

describe('purchasing: the smallest case the random flows found', () => {
  // Found by the property above (seed -613242093 on PGlite, shrunk): a direct invoice of 2 at 100, a payment of
  // 50, then a return of both. The return is a debit note: the invoice owes −50, the vendor owes that back, and the
  // payable account shows it (the AP aging lists it as a credit).
  it('a return from a partly paid invoice leaves it owing below zero, and the payable account says the same', async () => {
    const [itemno] = await newItems();
    const inv = await c.req('POST', 'purchase-invoice', { invoicedate: '2026-05-04', vendorid: c.vendor, details: [{ itemno, quantity: '2', unitprice: '100' }] });
    expect(inv.statusCode, inv.body).toBe(201);
    const id = inv.json().data.id as number;
    const paid = await c.req('POST', 'purchase-payment', { paymentdate: '2026-05-05', vendorid: c.vendor, bankaccnt: c.bank, details: [{ apinvoiceid: id, pay: '50' }] });
    expect(paid.statusCode, paid.body).toBe(201);
    const ret = await c.req('POST', 'purchase-return', { returndate: '2026-05-06', vendorid: c.vendor, apinvoiceid: id, details: [{ itemno, quantity: '2', unitprice: '100', invseq: 1 }] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect((await c.req('GET', `purchase-invoice/read/${id}`)).json().data).toMatchObject({ owing: '-50', paid: '50', status: 'paid' });
    // No further payment of it is accepted.
    const more = await c.req('POST', 'purchase-payment', { paymentdate: '2026-05-07', vendorid: c.vendor, bankaccnt: c.bank, details: [{ apinvoiceid: id, pay: '1' }] });
    expect(more.statusCode).toBe(409);
    // The vendor pays the 50 back (a refund taken by a payment): the invoice owes nothing and the payable agrees.
    const base = await lastIds(c.query);
    const refund = await c.req('POST', 'purchase-payment', { paymentdate: '2026-05-07', vendorid: c.vendor, bankaccnt: c.bank, details: [{ apinvoiceid: id, pay: '-50' }] });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await c.req('GET', `purchase-invoice/read/${id}`)).json().data).toMatchObject({ owing: '0', paid: '0', status: 'paid' });
    expect((await accountMoved(c.query, PAYABLE, base.journalid)).toFixed()).toBe('-50');
  });
});
