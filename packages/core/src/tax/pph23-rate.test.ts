import { describe, expect, it } from 'vitest';
import { hasTaxNumber, withholdingOf, withholdingRate, type WithholdingRecipient } from './pph23-rate.ts';
import { isNik, npwp16 } from './tin.ts';

const COMPANY: WithholdingRecipient = { npwp: '0013936760054000' };
const NO_NPWP: WithholdingRecipient = { npwp: '' };
const PERSON_NIK: WithholdingRecipient = { nik: '3275020507890029', residentIndividual: true };

describe('NPWP and NIK', () => {
  it.each([
    ['0013936760054000', '0013936760054000'],
    ['01.393.676.0-054.000', '0013936760054000'],
    ['013936760054000', '0013936760054000'],
    [' 0013 9367 6005 4000 ', '0013936760054000'],
    ['0000000000000000', null],
    ['000000000000000', null],
    ['12345', null],
    ['00139367600540001', null],
    ['NPWP', null],
    ['', null],
    [null, null],
  ])('npwp16(%j) = %j', (text, expected) => {
    expect(npwp16(text)).toBe(expected);
  });

  it.each([
    ['3275020507890029', true],
    ['3275024507890029', true], // a woman: day 05 + 40
    ['3275023207890029', false], // day 32
    ['3275020513890029', false], // month 13
    ['327502050789002', false],
    ['0000000000000000', false],
    ['', false],
  ])('isNik(%j) = %s', (text, expected) => {
    expect(isNik(text)).toBe(expected);
  });
});

describe('withholding rate of a payment', () => {
  it.each([
    // code, recipient, percent, fraction, surcharge
    ['24-104-01', COMPANY, '2', '0.02', false],
    ['24-104-01', { npwp: '01.393.676.0-054.000' }, '2', '0.02', false],
    ['24-104-01', NO_NPWP, '4', '0.04', true],
    ['24-104-01', { npwp: '0000000000000000' }, '4', '0.04', true],
    ['24-104-01', { npwp: '12345' }, '4', '0.04', true],
    // A resident individual's valid NIK serves as NPWP; a NIK alone of a company or of a non-resident does not.
    ['24-104-03', PERSON_NIK, '2', '0.02', false],
    ['24-104-03', { ...PERSON_NIK, nik: '3275023207890029' }, '4', '0.04', true],
    ['24-104-03', { nik: '3275020507890029' }, '4', '0.04', true],
    ['24-104-03', { nik: '3275020507890029', residentIndividual: false }, '4', '0.04', true],
    ['24-100-02', NO_NPWP, '4', '0.04', true],
    ['24-102-01', COMPANY, '15', '0.15', false],
    ['24-102-01', NO_NPWP, '30', '0.3', true],
    ['24-103-02', NO_NPWP, '12', '0.12', true],
    // Final PPh 4(2) and the others keep their rate without NPWP.
    ['28-403-02', NO_NPWP, '10', '0.1', false],
    ['28-409-22', NO_NPWP, '1.75', '0.0175', false],
    ['28-423-01', NO_NPWP, '0.5', '0.005', false],
  ])('%s for %j: %s %%', (code, recipient, ratePercent, rate, noNpwpSurcharge) => {
    expect(withholdingRate(code, recipient)).toEqual({ code, ratePercent, rate, noNpwpSurcharge });
  });

  it('refuses a code it does not know', () => {
    expect(() => withholdingRate('24-104-99', COMPANY)).toThrow('unknown tax object code: 24-104-99');
  });

  it('counts an NPWP or a resident individual NIK as a tax number', () => {
    expect([COMPANY, NO_NPWP, PERSON_NIK, {}].map(hasTaxNumber)).toEqual([true, false, true, false]);
  });
});

describe('PPh withheld on a payment', () => {
  it.each([
    // base, code, recipient → slip DPP, amount (whole rupiah, half-up)
    ['1500000', '24-104-01', COMPANY, '1500000.00', '30000.00'],
    ['1234567', '24-104-01', COMPANY, '1234567.00', '24691.00'], // 24,691.34 → 24,691
    ['1234575', '24-104-01', COMPANY, '1234575.00', '24692.00'], // 24,691.50 → 24,692
    ['400000', '24-104-01', NO_NPWP, '400000.00', '16000.00'],
    ['1234575', '24-104-01', NO_NPWP, '1234575.00', '49383.00'], // 49,383.00
    ['1000000.50', '24-104-01', COMPANY, '1000001.00', '20000.00'], // DPP rounded first: 20,000.02 → 20,000
    ['1000024.49', '24-104-01', COMPANY, '1000024.00', '20000.00'], // 20,000.48 → 20,000
    ['1000025', '24-104-01', COMPANY, '1000025.00', '20001.00'], // 20,000.50 → 20,001
    ['3333333', '28-409-22', NO_NPWP, '3333333.00', '58333.00'], // 1.75 %: 58,333.3275
    ['250000000', '24-102-01', COMPANY, '250000000.00', '37500000.00'],
  ])('%s under %s', (base, code, recipient, slipBase, amount) => {
    expect(withholdingOf({ code, base, recipient })).toMatchObject({ base: slipBase, amount });
  });
});
