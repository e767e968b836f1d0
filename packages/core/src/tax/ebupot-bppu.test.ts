import { describe, expect, it } from 'vitest';
import { buildBppuXml, bppuProblems, type BppuFile, type BppuSlip } from './ebupot-bppu.ts';
import { describeTaxFileProblems, TaxFileError } from './tax-file-error.ts';
import { escapeXml } from './xml-text.ts';

const WITHHOLDER = { withholderTin: '0013936760054000', withholderIdtku: '0013936760054000000000' };
const CONSULTANT: BppuSlip = {
  periodMonth: 3,
  periodYear: 2026,
  counterpartTin: '0021234567891000',
  counterpartIdtku: '0021234567891000000000',
  taxObjectCode: '24-104-03',
  base: '15000000',
  ratePercent: '2',
  document: 'CommercialInvoice',
  documentNumber: 'INV/2026/03/0042',
  documentDate: '2026-03-02',
  withholdingDate: '2026-03-20',
};
const CLEANER: BppuSlip = {
  periodMonth: 3,
  periodYear: 2026,
  counterpartTin: '3275024507890029',
  counterpartIdtku: '3275024507890029000000',
  certificate: 'SKB-00123',
  taxObjectCode: '24-104-36',
  base: '2750000.50',
  ratePercent: '4.00',
  document: 'TaxInvoice',
  documentNumber: '04002600000012345',
  documentDate: '2026-03-05',
  withholdingDate: '2026-03-31',
};

const GOLDEN = `<?xml version="1.0" encoding="utf-8"?>
<BpuBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
\t<TIN>0013936760054000</TIN>
\t<ListOfBpu>
\t\t<Bpu>
\t\t\t<TaxPeriodMonth>3</TaxPeriodMonth>
\t\t\t<TaxPeriodYear>2026</TaxPeriodYear>
\t\t\t<CounterpartTin>0021234567891000</CounterpartTin>
\t\t\t<IDPlaceOfBusinessActivityOfIncomeRecipient>0021234567891000000000</IDPlaceOfBusinessActivityOfIncomeRecipient>
\t\t\t<TaxCertificate>N/A</TaxCertificate>
\t\t\t<TaxObjectCode>24-104-03</TaxObjectCode>
\t\t\t<TaxBase>15000000</TaxBase>
\t\t\t<Rate>2</Rate>
\t\t\t<Document>CommercialInvoice</Document>
\t\t\t<DocumentNumber>INV/2026/03/0042</DocumentNumber>
\t\t\t<DocumentDate>2026-03-02</DocumentDate>
\t\t\t<IDPlaceOfBusinessActivity>0013936760054000000000</IDPlaceOfBusinessActivity>
\t\t\t<GovTreasurerOpt>N/A</GovTreasurerOpt>
\t\t\t<SP2DNumber xsi:nil="true"/>
\t\t\t<WithholdingDate>2026-03-20</WithholdingDate>
\t\t</Bpu>
\t\t<Bpu>
\t\t\t<TaxPeriodMonth>3</TaxPeriodMonth>
\t\t\t<TaxPeriodYear>2026</TaxPeriodYear>
\t\t\t<CounterpartTin>3275024507890029</CounterpartTin>
\t\t\t<IDPlaceOfBusinessActivityOfIncomeRecipient>3275024507890029000000</IDPlaceOfBusinessActivityOfIncomeRecipient>
\t\t\t<TaxCertificate>SKB-00123</TaxCertificate>
\t\t\t<TaxObjectCode>24-104-36</TaxObjectCode>
\t\t\t<TaxBase>2750001</TaxBase>
\t\t\t<Rate>4</Rate>
\t\t\t<Document>TaxInvoice</Document>
\t\t\t<DocumentNumber>04002600000012345</DocumentNumber>
\t\t\t<DocumentDate>2026-03-05</DocumentDate>
\t\t\t<IDPlaceOfBusinessActivity>0013936760054000000000</IDPlaceOfBusinessActivity>
\t\t\t<GovTreasurerOpt>N/A</GovTreasurerOpt>
\t\t\t<SP2DNumber xsi:nil="true"/>
\t\t\t<WithholdingDate>2026-03-31</WithholdingDate>
\t\t</Bpu>
\t</ListOfBpu>
</BpuBulk>
`;

const problemsOf = (file: BppuFile) => describeTaxFileProblems(bppuProblems(file), 'en');

describe('e-Bupot BPPU import file', () => {
  it('writes two slips with their elements in the template order (golden file)', () => {
    expect(buildBppuXml({ ...WITHHOLDER, slips: [CONSULTANT, CLEANER] })).toBe(GOLDEN);
  });

  it('escapes what the user typed in a document number', () => {
    const xml = buildBppuXml({ ...WITHHOLDER, slips: [{ ...CONSULTANT, documentNumber: `  PT "A&B" <Jasa> 'X'\u0007 ` }] });
    expect(xml).toContain('<DocumentNumber>PT &quot;A&amp;B&quot; &lt;Jasa&gt; &apos;X&apos;</DocumentNumber>');
  });

  it.each([
    ['plain', 'INV-001', 'INV-001'],
    ['the five markup characters', `a&b<c>d"e'f`, 'a&amp;b&lt;c&gt;d&quot;e&apos;f'],
    ['an entity already written', '&amp;', '&amp;amp;'],
    ['control characters XML cannot carry', 'A\u0000B\u001FC\tD\nE', 'ABC\tD\nE'],
    ['Indonesian text', 'Jasa Kebersihan – Gedung ✓', 'Jasa Kebersihan – Gedung ✓'],
  ])('escapeXml: %s', (_name, text, expected) => {
    expect(escapeXml(text)).toBe(expected);
  });

  it.each<[string, Partial<BppuFile>, Partial<BppuSlip>, string[]]>([
    ['a valid file', {}, {}, []],
    ['a 15-digit withholder NPWP', { withholderTin: '013936760054000', withholderIdtku: '013936760054000000000' }, {}, ['TIN: must be an NPWP of 16 digits.', 'IDPlaceOfBusinessActivity: must be a place-of-business ID (NITKU) of 22 digits: the NPWP/NIK 013936760054000 followed by 6 digits.']],
    ['an NPWP with dots', { withholderTin: '01.393.676.0-054.000' }, {}, ['TIN: must be an NPWP of 16 digits.', 'IDPlaceOfBusinessActivity: must be a place-of-business ID (NITKU) of 22 digits: the NPWP/NIK 01.393.676.0-054.000 followed by 6 digits.']],
    ['a place of business of another NPWP', { withholderIdtku: '0099999999999999000000' }, {}, ['IDPlaceOfBusinessActivity: must be a place-of-business ID (NITKU) of 22 digits: the NPWP/NIK 0013936760054000 followed by 6 digits.']],
    ['a counterpart without NPWP', {}, { counterpartTin: '0000000000000000', counterpartIdtku: '0000000000000000000000' }, ['Bpu 1 CounterpartTin: must be an NPWP or NIK of 16 digits.']],
    ['a short recipient place of business', {}, { counterpartIdtku: '0021234567891000' }, ['Bpu 1 IDPlaceOfBusinessActivityOfIncomeRecipient: must be a place-of-business ID (NITKU) of 22 digits: the NPWP/NIK 0021234567891000 followed by 6 digits.']],
    ['an unknown code', {}, { taxObjectCode: '24-104-99' }, ['Bpu 1 TaxObjectCode: tax object code must be one of the PPh codes of Coretax (for example 24-104-01).']],
    ['a base of zero', {}, { base: '0' }, ['Bpu 1 TaxBase: must be more than 0.']],
    ['a base rounding to zero', {}, { base: '0.49' }, ['Bpu 1 TaxBase: must be more than 0.']],
    ['a negative base', {}, { base: '-100' }, ['Bpu 1 TaxBase: must be more than 0.']],
    ['a base with a thousands separator', {}, { base: '1.500.000' }, ['Bpu 1 TaxBase: must be more than 0.']],
    ['a rate of zero', {}, { ratePercent: '0' }, ['Bpu 1 Rate: must be between 0 and 100.']],
    ['a rate as a fraction with a comma', {}, { ratePercent: '0,02' }, ['Bpu 1 Rate: must be between 0 and 100.']],
    ['month 13', {}, { periodMonth: 13 }, ['Bpu 1 TaxPeriodMonth: must be a month from 1 to 12.', 'Bpu 1 WithholdingDate: must fall in the tax period 13/2026.']],
    ['a 2-digit year', {}, { periodYear: 26 }, ['Bpu 1 TaxPeriodYear: must be a 4-digit year.', 'Bpu 1 WithholdingDate: must fall in the tax period 03/26.']],
    ['another document kind', {}, { document: 'PaymentProof' as never }, ['Bpu 1 Document: must be one of: CommercialInvoice, TaxInvoice.']],
    ['no document number', {}, { documentNumber: '  ' }, ['Bpu 1 DocumentNumber: is required.']],
    ['a date as the user typed it', {}, { documentDate: '02/03/2026' }, ['Bpu 1 DocumentDate: must be a date YYYY-MM-DD.']],
    ['a day that does not exist', {}, { withholdingDate: '2026-02-30' }, ['Bpu 1 WithholdingDate: must be a date YYYY-MM-DD.']],
    ['withheld in another month', {}, { withholdingDate: '2026-04-01' }, ['Bpu 1 WithholdingDate: must fall in the tax period 03/2026.']],
  ])('%s', (_name, file, slip, expected) => {
    expect(problemsOf({ ...WITHHOLDER, ...file, slips: [{ ...CONSULTANT, ...slip }] })).toEqual(expected);
  });

  it('refuses a file without slips, and names every problem of every slip at once, in Indonesian too', () => {
    expect(problemsOf({ ...WITHHOLDER, slips: [] })).toEqual(['ListOfBpu: There are no withholding slips to export.']);
    const file = { ...WITHHOLDER, slips: [CONSULTANT, { ...CLEANER, taxObjectCode: 'X', base: '0' }] };
    let error: unknown;
    try {
      buildBppuXml(file);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TaxFileError);
    const problems = (error as TaxFileError).problems;
    expect(describeTaxFileProblems(problems, 'id')).toEqual([
      'Bpu 2 TaxObjectCode: kode objek pajak harus salah satu kode PPh Coretax (contoh 24-104-01).',
      'Bpu 2 TaxBase: harus lebih besar dari 0.',
    ]);
    expect((error as Error).message).toBe('Bpu 2 TaxObjectCode: tax object code must be one of the PPh codes of Coretax (for example 24-104-01). Bpu 2 TaxBase: must be more than 0.');
  });
});
