import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from './journal.repo.ts';

let t: TestApp;
let tenantId: number;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, req } = await companyFixture(t, 'PT Buku Besar', { language: 'en' }));
  await req('PUT', 'company', { companyname: 'PT Buku Besar', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
});
afterAll(() => t.close());

const rent = (amount: string, date = '2026-11-05') => ({
  transdate: date,
  description: 'Sewa kantor November',
  details: [
    { glaccount: '6-10200', glamount: amount },
    { glaccount: '1-10002', glamount: `-${amount}` },
  ],
});
const balances = async (year = 2026) => (await req('GET', `glbalance?fyear=${year}`)).json().listdata as { glaccount: string; balance: string; debit: string; credit: string }[];
const balanceOf = async (no: string) => (await balances()).find((b) => b.glaccount === no)!.balance;
const consistent = async () => withTenant(t.ctx.db, tenantId, (tx) => balanceDifferences(tx, tenantId));

describe('journal voucher posting', () => {
  let jv: { id: number; version: number; jvnumber: string };

  it('posts a balanced voucher with the next number and keeps balances in step', async () => {
    const res = await req('POST', 'journal-voucher', rent('5000000'));
    expect(res.statusCode).toBe(201);
    jv = res.json().data;
    expect(jv.jvnumber).toBe('JV/00001');
    expect(res.json().data.details.map((d: { debit: string; credit: string }) => [d.debit, d.credit])).toEqual([['5000000', '0'], ['0', '5000000']]);
    expect(await balanceOf('6-10200')).toBe('5000000');
    expect(await balanceOf('1-10002')).toBe('-5000000');
    const total = (await balances()).reduce((s, b) => s + Number(b.balance), 0);
    expect(total).toBe(0);
    expect(await consistent()).toEqual([]);
    expect((await req('GET', 'journal-voucher/getnumber')).json().data.number).toBe('JV/00002');
  });

  it('an edit writes a reversal and a new posting; history stays readable', async () => {
    const res = await req('PUT', 'journal-voucher', { ...rent('5500000'), jvid: jv.id, version: jv.version });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf('6-10200')).toBe('5500000');
    const history = (await req('GET', `general-ledger-history/${jv.id}?form=journal-voucher`)).json().listdata;
    expect(history.map((h: { glaccount: string; debit: string; credit: string; reversal: boolean }) => [h.glaccount, h.debit, h.credit, h.reversal])).toEqual([
      ['6-10200', '5000000', '0', false],
      ['1-10002', '0', '5000000', false],
      ['6-10200', '0', '5000000', true],
      ['1-10002', '5000000', '0', true],
      ['6-10200', '5500000', '0', false],
      ['1-10002', '0', '5500000', false],
    ]);
    expect(await consistent()).toEqual([]);
    const stale = await req('PUT', 'journal-voucher', { ...rent('1'), jvid: jv.id, version: jv.version });
    expect(stale.statusCode).toBe(409);
  });

  it('deleting reverses the posting and keeps the journals', async () => {
    expect((await req('DELETE', `journal-voucher/delete/${jv.id}`)).statusCode).toBe(200);
    expect(await balanceOf('6-10200')).toBe('0');
    expect((await req('GET', `general-ledger-history/${jv.id}?form=journal-voucher`)).json().listdata).toHaveLength(8);
    expect(await consistent()).toEqual([]);
  });

  it.each([
    ['unbalanced', { transdate: '2026-11-05', details: [{ glaccount: '6-10200', glamount: '100' }, { glaccount: '1-10002', glamount: '-90' }] }, 400, 'Debit and Credit are not balanced.'],
    ['parent account', { transdate: '2026-11-05', details: [{ glaccount: '6-10000', glamount: '100' }, { glaccount: '1-10002', glamount: '-100' }] }, 400, ['details.0.glaccount: Parent account cannot be selected!']],
    ['unknown account', { transdate: '2026-11-05', details: [{ glaccount: '9-99999', glamount: '100' }, { glaccount: '1-10002', glamount: '-100' }] }, 400, ['details.0.glaccount: not found in this company.']],
    ['before the books start', rent('100', '2025-12-31'), 409, 'Transaction date must fall within the permitted period defined in company information.'],
    ['one line', { transdate: '2026-11-05', details: [{ glaccount: '6-10200', glamount: '100' }] }, 400, ['details: must be at least 2.']],
  ])('refuses %s and changes nothing', async (_name, body, status, message) => {
    const before = await balances();
    const res = await req('POST', 'journal-voucher', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(message);
    expect(await balances()).toEqual(before);
  });

  it('other payment and other receipt post the same way, with their own numbers; foreign lines keep prime amounts', async () => {
    const pay = await req('POST', 'other-payment', { transdate: '2026-11-10', details: [{ glaccount: '2-10000', glamount: '16250000', rate: '16250' }, { glaccount: '1-10003', glamount: '-16250000' }] });
    expect(pay.json().data).toMatchObject({ jvnumber: 'OP/00001' });
    expect(pay.json().data.details[0]).toMatchObject({ primeamount: '1000', rate: '16250' });
    const rec = await req('POST', 'other-receipt', { transdate: '2026-11-11', details: [{ glaccount: '1-10003', glamount: '250000' }, { glaccount: '7-10100', glamount: '-250000' }] });
    expect(rec.json().data.jvnumber).toBe('OR/00001');
    expect((await req('GET', 'other-payment/readall')).json().total).toBe(1);
  });
});

describe('ledger guarantees in the database', () => {
  it('the request role can neither update nor delete journal lines', async () => {
    await expect(withTenant(t.ctx.db, tenantId, (tx) => tx.execute(sql`update journal_line set amount = 0`))).rejects.toThrow();
    await expect(withTenant(t.ctx.db, tenantId, (tx) => tx.execute(sql`delete from journal`))).rejects.toThrow();
  });

  const firstGlid = async () =>
    Number(((await withTenant(t.ctx.db, tenantId, (tx) => tx.execute(sql`select glid from glaccount where glaccount = '1-10002'`))) as unknown as { rows: { glid: number }[] }).rows[0]!.glid);
  /** Writes a journal dated 1 Nov 2026 with the given lines straight into the tables, as code that skipped the engine would. */
  const rawJournal = (glid: number, lines: { transdate: string; amount: number }[]) =>
    withTenant(t.ctx.db, tenantId, async (tx) => {
      const j = (await tx.execute(sql`insert into journal (tenant_id, form, docid, docno, transdate, period, userid) values (${tenantId}, 'x', 1, 'x', '2026-11-01', 202611, 1) returning journalid`)) as unknown as { rows: { journalid: number }[] };
      for (const [i, l] of lines.entries()) {
        await tx.execute(sql`insert into journal_line (tenant_id, journalid, seq, transdate, glid, amount, primeamount) values (${tenantId}, ${j.rows[0]!.journalid}, ${i + 1}, ${l.transdate}, ${glid}, ${l.amount}, ${l.amount})`);
      }
    });

  /** The database's message, whether the driver reports it directly (PGlite) or as the cause of a failed query (node-postgres). */
  const failure = (p: Promise<unknown>) => p.then(() => 'committed', (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`);

  it('a transaction that leaves a journal unbalanced is rejected at commit', async () => {
    expect(await failure(rawJournal(await firstGlid(), [{ transdate: '2026-11-01', amount: 100 }]))).toMatch(/not balanced/);
  });

  it('a line added to a journal after it was checked is checked again (the once-per-journal check cannot be skipped)', async () => {
    const glid = await firstGlid();
    const attempt = withTenant(t.ctx.db, tenantId, async (tx) => {
      const j = (await tx.execute(sql`insert into journal (tenant_id, form, docid, docno, transdate, period, userid) values (${tenantId}, 'x', 1, 'x', '2026-11-01', 202611, 1) returning journalid`)) as unknown as { rows: { journalid: number }[] };
      const id = j.rows[0]!.journalid;
      await tx.execute(sql`insert into journal_line (tenant_id, journalid, seq, transdate, glid, amount, primeamount)
        values (${tenantId}, ${id}, 1, '2026-11-01', ${glid}, 100, 100), (${tenantId}, ${id}, 2, '2026-11-01', ${glid}, -100, -100)`);
      // Fire the pending checks now: lines 1..2 balance and are remembered as checked.
      await tx.execute(sql`set constraints all immediate`);
      await tx.execute(sql`insert into journal_line (tenant_id, journalid, seq, transdate, glid, amount, primeamount) values (${tenantId}, ${id}, 3, '2026-11-01', ${glid}, 5, 5)`);
    });
    expect(await failure(attempt)).toMatch(/not balanced/);
  });

  it('a journal line dated other than its journal is rejected at commit', async () => {
    const glid = await firstGlid();
    expect(await failure(rawJournal(glid, [{ transdate: '2026-11-01', amount: 100 }, { transdate: '2026-10-01', amount: -100 }]))).toMatch(/dated other/);
    // The same lines on the journal's date commit.
    await expect(rawJournal(glid, [{ transdate: '2026-11-01', amount: 100 }, { transdate: '2026-11-01', amount: -100 }])).resolves.toBeUndefined();
  });

  it('100 concurrent repeats of one Idempotency-Key create exactly one voucher', async () => {
    const body = rent('777000', '2026-11-20');
    const results = await Promise.all(Array.from({ length: 100 }, () => req('POST', 'journal-voucher', body, { 'idempotency-key': 'kunci-sama-1' })));
    const ok = results.filter((r) => r.statusCode === 201);
    const ids = new Set(ok.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    for (const r of results) expect([201, 409]).toContain(r.statusCode);
    // Every replay answers what the first answered: the same status and the same body.
    for (const r of ok) expect(r.json()).toEqual(ok[0]!.json());
    const later = await req('POST', 'journal-voucher', body, { 'idempotency-key': 'kunci-sama-1' });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toEqual(ok[0]!.json());
    const list = (await req('GET', 'journal-voucher/readall?search=Sewa&size=500')).json().listdata.filter((d: { transdate: string }) => d.transdate === '2026-11-20');
    expect(list).toHaveLength(1);
    const other = await req('POST', 'journal-voucher', rent('1', '2026-11-20'), { 'idempotency-key': 'kunci-sama-1' });
    expect(other.statusCode).toBe(409);
  });
});
