import { BASE_CURRENCY, defaultIdtku, ZPersonForm } from '@lontar/core';
import { and, eq } from 'drizzle-orm';
import { currency, person } from '../../../db/schema/index.ts';
import type { FormDef, Row } from '../form-def.ts';
import { packLinks, trimDecimals, unpackLinks } from './row-mapping.ts';

/**
 * A customer's place of business (IDTKU) is stored only when it is not the head office: an empty one is answered as
 * the head office of its NPWP/NIK (core `idtkuOf`), and the head office sent back is stored empty again, so the
 * default follows the NPWP when it changes.
 */
function withIdtku(row: Row): Row {
  return row.idtku ? row : { ...row, idtku: defaultIdtku(row) ?? '' };
}
function withoutDefaultIdtku(data: Row): Row {
  return data.idtku && data.idtku === defaultIdtku(data) ? { ...data, idtku: '' } : data;
}

/** Customers (persontype 0, screen "customer") and vendors (persontype 1, screen "vendor") share one form. */
export const PERSON_FORM: FormDef = {
  name: 'person-data',
  screen: (record) => (Number(record.persontype) === 1 ? 'vendor' : 'customer'),
  table: person,
  idField: 'personid',
  noField: 'personno',
  searchFields: ['personno', 'name'],
  searchColumn: 'search',
  sortFields: ['personno', 'name', 'city', 'personid'],
  baseFields: ['personno', 'name', 'persontype', 'currencyid', 'termsid', 'pricelevel', 'suspended'],
  typeField: 'persontype',
  limited: true,
  /** Purchase documents pick vendors. */
  purchase: { type: 1, fields: ['personno', 'name', 'persontype', 'currencyid', 'termsid', 'tax1id', 'tax2id', 'creditlimit', 'creditlimitday'] },
  schema: ZPersonForm,
  toApi: (row: Row) => withIdtku(trimDecimals(unpackLinks(row), ['creditlimit', 'defaultdisc'])),
  toRow: (data: Row) => packLinks(withoutDefaultIdtku(data)),
  nextNumber: { field: 'personno', prefix: (param) => (param === '1' ? 'V-' : 'C-'), digits: 5 },
  async defaults(tx, call, param) {
    const [idr] = await tx.select({ currencyid: currency.currencyid }).from(currency).where(and(eq(currency.tenantId, call.tenantId), eq(currency.currencyname, BASE_CURRENCY)));
    return { persontype: param === '1' ? 1 : 0, currencyid: idr?.currencyid ?? null, pricelevel: 1, country: 'Indonesia', allusers: true, printstatement: true, creditlimit: '0', creditlimitday: 0 };
  },
};
