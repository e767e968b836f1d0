import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
let tenantId: number;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];
const url = (path: string) => `/api/tenant/${tenantId}/master/${path}`;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, tenantId, req } = await companyFixture(t, 'PT Form Uji', { language: 'en' }));
});
afterAll(() => t.close());

/** Each simple master: a valid record, the field that names it, and an edit. */
const CASES = [
  { form: 'customer-status', id: 'statid', create: { name: 'Prioritas' }, edit: { name: 'VIP' } },
  { form: 'customer-type', id: 'typeid', create: { typename: 'Grosir' }, edit: { typename: 'Eceran' } },
  { form: 'salesman', id: 'salesmanid', create: { firstname: 'Andi', lastname: 'Wijaya', cellular: '0812-1111-2222' }, edit: { jobtitle: 'Kepala Penjualan' } },
  { form: 'department', id: 'deptid', create: { deptno: '10', deptname: 'Produksi' }, edit: { contact_name: 'Pak Joko' } },
  { form: 'project', id: 'projectid', create: { projectno: 'P-01', projectname: 'Gudang Baru', tanggal: '2026-03-01', percentcompleted: '12,5' }, edit: { percentcompleted: '50' } },
  { form: 'tax', id: 'taxid', create: { taxcode: 'PPH4', taxname: 'PPh 4(2) 10%', kind: 'withholding', rate: '0.1' }, edit: { taxdescription: 'Sewa bangunan', dppfactor: '11/12', taxobjectcode: '28-403-02' } },
  { form: 'term-payment', id: 'termid', create: { termname: 'Net 45', netdays: 45 }, edit: { discpc: '1.5', discdays: 5 } },
  { form: 'shipment', id: 'shipid', create: { name: 'JNE' }, edit: { name: 'JNE Reguler' } },
  { form: 'branch', id: 'branchid', create: { branchname: 'Cabang Bandung', addressline1: 'Jl. Asia Afrika 1' }, edit: { addressline2: 'Lantai 2' } },
  { form: 'warehouse', id: 'whid', create: { whno: 'G2', name: 'Gudang Timur' }, edit: { pic: 'Bu Sari' } },
  { form: 'unit', id: 'unitid', create: { unitname: 'karung' }, edit: { unitname: 'SAK' } },
  { form: 'item-category', id: 'categoryid', create: { name: 'Elektronik' }, edit: { name: 'Elektronik Rumah' } },
  { form: 'currencys', id: 'currencyid', create: { currencyname: 'eur', exchangerate: '17.500,25'.replace('.', '').replace(',', '.') }, edit: { fiscalrate: '17400' } },
] as const;

describe.each(CASES)('master form $form', ({ form, id, create, edit }) => {
  it('creates, reads, lists, searches, updates with version, audits and deletes', async () => {
    const created = await req('POST', form, create);
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record.id).toBe(record[id]);
    expect(record.version).toBe(1);

    const read = (await req('GET', `${form}/read/${record.id}`)).json().data;
    expect(read).toMatchObject({ id: record.id, idnext: null });

    const list = (await req('GET', `${form}/readall?size=500`)).json();
    expect(list.listdata.map((r: { id: number }) => r.id)).toContain(record.id);
    expect(list).toMatchObject({ page: 1, size: 500 });

    const updated = await req('PUT', form, { ...read, ...edit });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.version).toBe(2);
    const stale = await req('PUT', form, { ...read, ...edit });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');

    const audit = (await req('GET', `${form}/getaudit/${record.id}`)).json().listdata;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['create', 'update']);
    const [field] = Object.keys(edit);
    expect(Object.keys(audit[1].changes)).toContain(field);

    const del = await req('DELETE', `${form}/delete/${record.id}`);
    expect(del.statusCode).toBe(200);
    expect((await req('GET', `${form}/read/${record.id}`)).statusCode).toBe(404);
    expect((await req('GET', `${form}/getaudit/${record.id}`)).json().listdata.at(-1).action).toBe('delete');
  });
});

describe('form framework rules', () => {
  it('refuses duplicates (409), unknown fields and bad values (400) without a 500', async () => {
    expect((await req('POST', 'department', { deptno: '0', deptname: 'Lagi' })).statusCode).toBe(409);
    const bad = await req('POST', 'department', { deptno: '', deptname: 'x'.repeat(101), owner: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['deptno: is required.', 'deptname: is too long (maximum 100 characters).', 'owner: is not an allowed field.']);
    expect((await req('POST', 'tax', { taxcode: 'X', taxname: 'X', rate: '11' })).json().message).toEqual(['rate: tax rate must be a fraction between 0 and 1 (for example 0.11 for 11%).']);
    expect((await req('PUT', 'department', { deptname: 'Tanpa id', deptno: '9' })).statusCode).toBe(400);
    for (const body of ['[]', 'null', '"x"', '{"deptno":']) {
      const res = await t.app.inject({ method: 'POST', url: url('department'), headers: { ...bearer(token), 'content-type': 'application/json' }, payload: body });
      expect(res.statusCode).toBe(400);
    }
  });

  it("keeps a withholding tax's object code and refuses one not in the list or on a VAT, naming the field", async () => {
    const body = { taxcode: 'PPH23-IT', taxname: 'PPh 23 Jasa Komputer', kind: 'withholding', rate: '0.02' };
    const created = await req('POST', 'tax', { ...body, taxobjectcode: '24-104-24' });
    expect(created.statusCode).toBe(201);
    const read = (await req('GET', `tax/read/${created.json().data.id}`)).json().data;
    expect(read).toMatchObject({ kind: 'withholding', taxobjectcode: '24-104-24' });

    const unknown = await req('POST', 'tax', { ...body, taxcode: 'PPH23-X', taxobjectcode: '24-104-99' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual(['taxobjectcode: tax object code must be one of the PPh codes of Coretax (for example 24-104-01).']);
    const onVat = await req('PUT', 'tax', { ...read, kind: 'vat' });
    expect(onVat.statusCode).toBe(400);
    expect(onVat.json().message).toEqual(['taxobjectcode: tax object code is only for a withholding tax.']);
    expect((await req('GET', `tax/read/${read.id}`)).json().data).toMatchObject({ version: 1, taxobjectcode: '24-104-24' });

    const cleared = await req('PUT', 'tax', { ...read, kind: 'vat', taxobjectcode: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ kind: 'vat', taxobjectcode: null });
  });

  it('keeps the tax object code of a purchased service on the item, not on an inventory item', async () => {
    const service = await req('POST', 'item', { itemno: 'JSA-001', itemdescription: 'Jasa Perawatan AC', itemtype: 1, unit1: 'KALI', taxobjectcode: '24-104-29' });
    expect(service.statusCode).toBe(201);
    expect(service.json().data.taxobjectcode).toBe('24-104-29');
    const purchase = (await req('GET', 'item/readallPembelian?search=perawatan')).json().listdata;
    expect(purchase).toMatchObject([{ itemno: 'JSA-001', taxobjectcode: '24-104-29' }]);
    const goods = await req('POST', 'item', { itemno: 'BRG-AC', itemdescription: 'AC Split', itemtype: 0, unit1: 'UNIT', taxobjectcode: '24-104-29' });
    expect(goods.statusCode).toBe(400);
    expect(goods.json().message).toEqual(['taxobjectcode: tax object code is only for non-inventory and service items.']);
    expect((await req('POST', 'item', { itemno: 'BRG-AC', itemdescription: 'AC Split', itemtype: 0, unit1: 'UNIT' })).json().data.taxobjectcode).toBeNull();
  });

  it('answers 404 "Audit data is not yet available." for a record without history', async () => {
    const res = await req('GET', 'department/getaudit/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Audit data is not yet available.');
  });

  it('refuses to delete a record still in use (409)', async () => {
    const cat = (await req('POST', 'customer-type', { typename: 'Distributor' })).json().data;
    await req('POST', 'person-data', { persontype: 0, personno: 'C-00900', name: 'Toko Pakai Tipe', customertypeid: cat.id });
    const del = await req('DELETE', `customer-type/delete/${cat.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('IN_USE');
  });

  it('gives idnext / idprev and reads by number', async () => {
    const a = (await req('POST', 'unit', { unitname: 'ROL' })).json().data;
    const b = (await req('POST', 'unit', { unitname: 'TABUNG' })).json().data;
    expect((await req('GET', `unit/read/${a.id}`)).json().data.idnext).toBe(b.id);
    expect((await req('GET', `unit/read/${b.id}`)).json().data.idprev).toBe(a.id);
    expect((await req('GET', 'unit/readNo/TABUNG')).json().data.id).toBe(b.id);
  });
});
