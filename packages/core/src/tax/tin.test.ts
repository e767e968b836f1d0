import { describe, expect, it } from 'vitest';
import { buyerTinOf, customerTaxIdentityProblems, defaultBuyerDocument, idtkuOf, isIdtku, isTin16, NO_TIN, type CustomerTaxIdentity } from './tin.ts';

const NPWP = '0021234567891000';
const NIK = '3275024507890029';

describe('isTin16 and isIdtku', () => {
  it.each([
    [NPWP, true],
    [NIK, true],
    ['021234567891000', false],
    ['00.212.345.678-910.00', false],
    [NO_TIN, false],
  ])('isTin16(%j) = %j', (text, ok) => {
    expect(isTin16(text)).toBe(ok);
  });
  it.each([
    [`${NPWP}000000`, NPWP, true],
    [`${NPWP}000001`, NPWP, true],
    [`${NPWP}00000`, NPWP, false],
    [`${NIK}000000`, NPWP, false],
    [`${NPWP}00000A`, NPWP, false],
  ])('isIdtku(%j, %j) = %j', (idtku, tin, ok) => {
    expect(isIdtku(idtku, tin)).toBe(ok);
  });
  it('the head office is the TIN followed by 000000', () => {
    expect(idtkuOf(NPWP)).toBe('0021234567891000000000');
    expect(isIdtku(idtkuOf(NPWP, '000002'), NPWP)).toBe(true);
  });
});

describe('customer tax identity', () => {
  it.each<{ name: string; c: CustomerTaxIdentity; out: [string, string][] }>([
    { name: 'nothing entered', c: {}, out: [] },
    { name: 'an NPWP of 16 digits with its head office', c: { npwp: NPWP, buyerdocument: 'TIN', idtku: `${NPWP}000000` }, out: [] },
    { name: 'a legacy NPWP of 15 digits in its dotted layout', c: { npwp: '02.123.456.7-891.000', buyerdocument: 'TIN', idtku: `${NPWP}000001` }, out: [] },
    { name: 'a resident individual identified by NIK as TIN', c: { nik: NIK, buyerdocument: 'TIN', idtku: `${NIK}000000` }, out: [] },
    { name: 'a buyer by National ID', c: { nik: NIK, buyerdocument: 'National ID' }, out: [] },
    { name: 'a buyer by passport', c: { buyerdocument: 'Passport', buyerdocumentnumber: 'C1234567' }, out: [] },
    { name: 'an NPWP of 14 digits', c: { npwp: '21234567891000' }, out: [['npwp', 'V_NPWP']] },
    { name: 'an NPWP of zeros', c: { npwp: '000000000000000' }, out: [['npwp', 'V_NPWP']] },
    { name: 'a NIK with month 13', c: { nik: '3275024513890029' }, out: [['nik', 'V_NIK']] },
    { name: 'a NIK of 15 digits', c: { nik: '327502450789002' }, out: [['nik', 'V_NIK']] },
    { name: 'an unknown buyer ID type', c: { npwp: NPWP, buyerdocument: 'NIK' }, out: [['buyerdocument', 'V_INVALID_OPTION']] },
    { name: 'TIN without an NPWP or NIK', c: { buyerdocument: 'TIN' }, out: [['npwp', 'V_REQUIRED']] },
    { name: 'National ID without the NIK', c: { npwp: NPWP, buyerdocument: 'National ID' }, out: [['nik', 'V_REQUIRED']] },
    { name: 'Other ID without its number', c: { buyerdocument: 'Other ID' }, out: [['buyerdocumentnumber', 'V_REQUIRED']] },
    { name: 'an IDTKU of another NPWP', c: { npwp: NPWP, buyerdocument: 'TIN', idtku: '0013936760054000000000' }, out: [['idtku', 'V_IDTKU']] },
    { name: 'an IDTKU of 21 digits', c: { npwp: NPWP, idtku: `${NPWP}00000` }, out: [['idtku', 'V_IDTKU']] },
    { name: 'a passport buyer with an NPWP-based IDTKU', c: { npwp: NPWP, buyerdocument: 'Passport', buyerdocumentnumber: 'C1', idtku: `${NPWP}000000` }, out: [['idtku', 'V_IDTKU']] },
  ])('$name', ({ c, out }) => {
    expect(customerTaxIdentityProblems(c).map((p) => [p.field, p.code])).toEqual(out);
  });

  it('names the TIN the IDTKU must start with', () => {
    expect(customerTaxIdentityProblems({ npwp: '02.123.456.7-891.000', idtku: '1' })).toEqual([{ field: 'idtku', code: 'V_IDTKU', params: { tin: NPWP } }]);
  });

  it.each<[CustomerTaxIdentity, string | null, string | null]>([
    [{ npwp: NPWP, nik: NIK }, 'TIN', NPWP],
    [{ nik: NIK }, 'TIN', NIK],
    [{ nik: NIK, buyerdocument: 'National ID' }, 'TIN', NO_TIN],
    [{ buyerdocument: 'Passport' }, null, NO_TIN],
    [{ buyerdocument: 'TIN', npwp: 'x' }, null, null],
  ])('%j: default ID type %j, e-Faktur BuyerTin %j', (c, document, tin) => {
    expect(defaultBuyerDocument(c)).toBe(document);
    expect(buyerTinOf(c)).toBe(tin);
  });
});
