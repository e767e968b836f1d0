import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceDifferences } from './journal.repo.ts';

/** Other payment and other receipt with a header cash or bank account (issue 10 item 2, API.md §5). */
let t: TestApp;
let tenantId: number;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId, req } = await companyFixture(t, 'PT Kasir Rapi', { language: 'id' }));
  await req('PUT', 'company', { companyname: 'PT Kasir Rapi', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
});
afterAll(() => t.close());

type Line = { glaccount: string; debit: string; credit: string; reversal?: boolean };
const history = async (form: string, id: number) =>
  ((await req('GET', `general-ledger-history/${id}?form=${form}`)).json().listdata as Line[]).map((h) => [h.glaccount, h.debit, h.credit]);

const payment = {
  transdate: '2026-11-10',
  description: 'Listrik dan air November',
  glaccount: '1-10003',
  payee: 'PLN Persero',
  details: [
    { glaccount: '6-10200', glamount: '1500000', description: 'Listrik' },
    { glaccount: '6-10300', glamount: '250000.50', description: 'Air' },
  ],
};

describe('other payment and other receipt with a cash or bank account', () => {
  it('a payment posts the same journal as its signed form, and reads back as entered', async () => {
    const res = await req('POST', 'other-payment', payment);
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    expect(doc.glaccount).toBe('1-10003');
    expect(doc.payee).toBe('PLN Persero');
    expect(doc.details.map((d: { glaccount: string; glamount: string }) => [d.glaccount, d.glamount])).toEqual([['6-10200', '1500000'], ['6-10300', '250000.5']]);
    const signed = await req('POST', 'other-payment', {
      transdate: '2026-11-10',
      description: 'Listrik dan air November',
      details: [
        { glaccount: '6-10200', glamount: '1500000', description: 'Listrik' },
        { glaccount: '6-10300', glamount: '250000.50', description: 'Air' },
        { glaccount: '1-10003', glamount: '-1750000.50', description: 'PLN Persero' },
      ],
    });
    expect(signed.statusCode).toBe(201);
    expect(signed.json().data.glaccount).toBeNull();
    const expected = [['6-10200', '1500000', '0'], ['6-10300', '250000.5', '0'], ['1-10003', '0', '1750000.5']];
    expect(await history('other-payment', doc.id)).toEqual(expected);
    expect(await history('other-payment', signed.json().data.id)).toEqual(expected);

    // What the read answers, an update accepts back unchanged.
    const read = (await req('GET', `other-payment/read/${doc.id}`)).json().data;
    expect(read.glaccount).toBe('1-10003');
    const put = await req('PUT', 'other-payment', read);
    expect(put.statusCode).toBe(200);
    expect(put.json().data.glaccount).toBe('1-10003');
    expect(await withTenant(t.ctx.db, tenantId, (tx) => balanceDifferences(tx, tenantId))).toEqual([]);
  });

  it('a receipt credits the counter accounts and debits the bank; its lines say so', async () => {
    const res = await req('POST', 'other-receipt', { transdate: '2026-11-11', description: 'Bunga bank', glaccount: '1-10003', details: [{ glaccount: '7-10100', glamount: '125000' }] });
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    expect(doc.details.map((d: Line) => [d.debit, d.credit])).toEqual([['0', '125000']]);
    expect(await history('other-receipt', doc.id)).toEqual([['7-10100', '0', '125000'], ['1-10003', '125000', '0']]);
  });

  it.each([
    ['a header account that is not cash or bank', { glaccount: '6-10200' }, 'glaccount: Akun harus bertipe Kas & Bank.'],
    ['a header account that does not exist', { glaccount: '9-99999' }, 'glaccount'],
    ['a counter line that is not positive', { details: [{ glaccount: '6-10200', glamount: '-5' }] }, 'details.0.glamount'],
    ['a zero counter line', { details: [{ glaccount: '6-10200', glamount: '0' }, { glaccount: '6-10300', glamount: '10' }] }, 'details.0.glamount'],
    ['a payee that is not a customer or vendor of the company', { personid: 999_999 }, 'personid'],
  ])('refuses %s with a message naming the field, and writes nothing', async (_name, patch, message) => {
    const before = (await req('GET', 'other-payment/readall?page=1&size=100')).json().total;
    const res = await req('POST', 'other-payment', { ...payment, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect((await req('GET', 'other-payment/readall?page=1&size=100')).json().total).toBe(before);
  });

  it('a journal voucher has no header account', async () => {
    const res = await req('POST', 'journal-voucher', { ...payment });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('glaccount');
  });

  it('a customer named as payee is kept', async () => {
    const customer = await req('POST', 'person-data', { persontype: 0, personno: 'C-001', name: 'PT Pelanggan Setia' });
    expect(customer.statusCode).toBe(201);
    const personid = customer.json().data.personid as number;
    const res = await req('POST', 'other-receipt', { transdate: '2026-11-12', glaccount: '1-10002', personid, details: [{ glaccount: '4-10000', glamount: '500000' }] });
    expect(res.statusCode).toBe(201);
    expect((await req('GET', `other-receipt/read/${res.json().data.id}`)).json().data.personid).toBe(personid);
  });
});
