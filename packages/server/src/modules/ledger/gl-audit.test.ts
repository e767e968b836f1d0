import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];

beforeAll(async () => {
  t = await createTestApp();
  ({ req } = await companyFixture(t, 'PT Jejak Jurnal', { language: 'en' }));
  await req('PUT', 'company', { companyname: 'PT Jejak Jurnal', businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
});
afterAll(() => t.close());

const voucher = (amount: string) => ({
  transdate: '2026-03-10',
  description: 'Biaya listrik Maret',
  details: [
    { glaccount: '6-10200', glamount: amount },
    { glaccount: '1-10002', glamount: `-${amount}` },
  ],
});

describe('journal documents in the list and the audit trail', () => {
  it('lists each document with its total and keeps an audit trail of create, update and delete', async () => {
    const other = (await req('POST', 'other-payment', { ...voucher('200000'), description: 'Air PDAM' })).json().data as { id: number };
    const created = (await req('POST', 'other-payment', voucher('1250000.5'))).json().data as { id: number; version: number };
    const list = (await req('GET', 'other-payment/readall')).json();
    expect(list.listdata).toEqual([
      expect.objectContaining({ id: created.id, description: 'Biaya listrik Maret', amount: '1250000.5' }),
      expect.objectContaining({ id: other.id, description: 'Air PDAM', amount: '200000' }),
    ]);

    await req('PUT', 'other-payment', { ...voucher('1300000'), jvid: created.id, version: created.version });
    expect((await req('GET', 'other-payment/readall')).json().listdata[0].amount).toBe('1300000');
    const trail = (await req('GET', `other-payment/getaudit/${created.id}`)).json().listdata as { action: string; changes: Record<string, [unknown, unknown]> }[];
    expect(trail.map((row) => row.action)).toEqual(['create', 'update']);
    // The update names what changed, before and after: the total and the lines, not the date that stayed.
    const changes = trail[1]!.changes;
    expect(Object.keys(changes).sort()).toEqual(['details', 'total']);
    expect(changes.total).toEqual(['1250000.5', '1300000']);
    const amounts = (lines: unknown) => (lines as { glaccount: string; glamount: string }[]).map((line) => `${line.glaccount} ${line.glamount}`);
    expect(amounts(changes.details?.[0])).toEqual(['6-10200 1250000.5', '1-10002 -1250000.5']);
    expect(amounts(changes.details?.[1])).toEqual(['6-10200 1300000', '1-10002 -1300000']);

    // The trail belongs to its form: the same id under another journal document has none.
    const elsewhere = await req('GET', `journal-voucher/getaudit/${created.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Audit data is not yet available.');

    await req('DELETE', `other-payment/delete/${created.id}`);
    const afterDelete = (await req('GET', `other-payment/getaudit/${created.id}`)).json().listdata as { action: string }[];
    expect(afterDelete.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });
});
