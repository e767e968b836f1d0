import { describe, expect, it } from 'vitest';
import { buildEfakturXml, EFAKTUR_MAX_INVOICES, efakturProblems, type EfakturFile, type EfakturInvoice, type EfakturLine } from './efaktur.ts';
import { EFAKTUR_UNITS, isEfakturUnit } from './efaktur-units.ts';
import { describeTaxFileProblems, TaxFileError } from './tax-file-error.ts';

const SELLER = { sellerTin: '0013936760054000', sellerIdtku: '0013936760054000000000' };
const PAPER: EfakturLine = {
  opt: 'A',
  code: '000000',
  name: 'Kertas A4 "80 gsm"',
  unit: 'UM.0022',
  price: '150000',
  quantity: '10',
  discount: '150000.00',
  taxBase: '1350000',
  otherTaxBase: '1237500',
  vatRate: '12',
  vat: '148500',
};
// Amounts with cents (a foreign figure converted, say): DPP, DPP Nilai Lain and VAT go out in whole rupiah, half-up.
const INSTALLATION: EfakturLine = { opt: 'B', code: '000000', name: 'Jasa pemasangan', unit: 'UM.0030', price: '500000.50', quantity: '1', discount: '0', taxBase: '500000.50', otherTaxBase: '458333.79', vatRate: '12.00', vat: '55000.49' };
const TO_COMPANY: EfakturInvoice = {
  date: '2026-03-02',
  trxCode: '04',
  reference: 'INV/2026/03/0042',
  buyer: { document: 'TIN', tin: '0021234567891000', name: 'PT Maju & Jaya <Cabang>', address: 'Jl. Sudirman No. 1, Jakarta', email: 'pajak@maju.co.id' },
  lines: [PAPER, INSTALLATION],
};
const TO_PERSON: EfakturInvoice = {
  date: '2026-03-05',
  trxCode: '07',
  addInfo: 'TD.00501',
  facilityStamp: 'TD.01105',
  reference: 'INV/2026/03/0043',
  buyer: { document: 'National ID', documentNumber: '3275024507890029', name: "Budi O'Neil", address: 'Bekasi' },
  lines: [{ opt: 'A', code: '100610', name: 'Beras', unit: 'UM.0003', price: '15000', quantity: '2.5', discount: '0', taxBase: '37500', otherTaxBase: '34375', vatRate: '12', vat: '4125' }],
};

const GOLDEN = `<?xml version="1.0" encoding="utf-8"?>
<TaxInvoiceBulk xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="TaxInvoice.xsd">
\t<TIN>0013936760054000</TIN>
\t<ListOfTaxInvoice>
\t\t<TaxInvoice>
\t\t\t<TaxInvoiceDate>2026-03-02</TaxInvoiceDate>
\t\t\t<TaxInvoiceOpt>Normal</TaxInvoiceOpt>
\t\t\t<TrxCode>04</TrxCode>
\t\t\t<AddInfo></AddInfo>
\t\t\t<CustomDoc></CustomDoc>
\t\t\t<CustomDocMonthYear></CustomDocMonthYear>
\t\t\t<RefDesc>INV/2026/03/0042</RefDesc>
\t\t\t<FacilityStamp></FacilityStamp>
\t\t\t<SellerIDTKU>0013936760054000000000</SellerIDTKU>
\t\t\t<BuyerTin>0021234567891000</BuyerTin>
\t\t\t<BuyerDocument>TIN</BuyerDocument>
\t\t\t<BuyerCountry>IDN</BuyerCountry>
\t\t\t<BuyerDocumentNumber></BuyerDocumentNumber>
\t\t\t<BuyerName>PT Maju &amp; Jaya &lt;Cabang&gt;</BuyerName>
\t\t\t<BuyerAdress>Jl. Sudirman No. 1, Jakarta</BuyerAdress>
\t\t\t<BuyerEmail>pajak@maju.co.id</BuyerEmail>
\t\t\t<BuyerIDTKU>0021234567891000000000</BuyerIDTKU>
\t\t\t<ListOfGoodService>
\t\t\t\t<GoodService>
\t\t\t\t\t<Opt>A</Opt>
\t\t\t\t\t<Code>000000</Code>
\t\t\t\t\t<Name>Kertas A4 &quot;80 gsm&quot;</Name>
\t\t\t\t\t<Unit>UM.0022</Unit>
\t\t\t\t\t<Price>150000</Price>
\t\t\t\t\t<Qty>10</Qty>
\t\t\t\t\t<TotalDiscount>150000</TotalDiscount>
\t\t\t\t\t<TaxBase>1350000</TaxBase>
\t\t\t\t\t<OtherTaxBase>1237500</OtherTaxBase>
\t\t\t\t\t<VATRate>12</VATRate>
\t\t\t\t\t<VAT>148500</VAT>
\t\t\t\t\t<STLGRate>0</STLGRate>
\t\t\t\t\t<STLG>0</STLG>
\t\t\t\t</GoodService>
\t\t\t\t<GoodService>
\t\t\t\t\t<Opt>B</Opt>
\t\t\t\t\t<Code>000000</Code>
\t\t\t\t\t<Name>Jasa pemasangan</Name>
\t\t\t\t\t<Unit>UM.0030</Unit>
\t\t\t\t\t<Price>500000.5</Price>
\t\t\t\t\t<Qty>1</Qty>
\t\t\t\t\t<TotalDiscount>0</TotalDiscount>
\t\t\t\t\t<TaxBase>500001</TaxBase>
\t\t\t\t\t<OtherTaxBase>458334</OtherTaxBase>
\t\t\t\t\t<VATRate>12</VATRate>
\t\t\t\t\t<VAT>55000</VAT>
\t\t\t\t\t<STLGRate>0</STLGRate>
\t\t\t\t\t<STLG>0</STLG>
\t\t\t\t</GoodService>
\t\t\t</ListOfGoodService>
\t\t</TaxInvoice>
\t\t<TaxInvoice>
\t\t\t<TaxInvoiceDate>2026-03-05</TaxInvoiceDate>
\t\t\t<TaxInvoiceOpt>Normal</TaxInvoiceOpt>
\t\t\t<TrxCode>07</TrxCode>
\t\t\t<AddInfo>TD.00501</AddInfo>
\t\t\t<CustomDoc></CustomDoc>
\t\t\t<CustomDocMonthYear></CustomDocMonthYear>
\t\t\t<RefDesc>INV/2026/03/0043</RefDesc>
\t\t\t<FacilityStamp>TD.01105</FacilityStamp>
\t\t\t<SellerIDTKU>0013936760054000000000</SellerIDTKU>
\t\t\t<BuyerTin>0000000000000000</BuyerTin>
\t\t\t<BuyerDocument>National ID</BuyerDocument>
\t\t\t<BuyerCountry>IDN</BuyerCountry>
\t\t\t<BuyerDocumentNumber>3275024507890029</BuyerDocumentNumber>
\t\t\t<BuyerName>Budi O&apos;Neil</BuyerName>
\t\t\t<BuyerAdress>Bekasi</BuyerAdress>
\t\t\t<BuyerEmail></BuyerEmail>
\t\t\t<BuyerIDTKU>0000000000000000000000</BuyerIDTKU>
\t\t\t<ListOfGoodService>
\t\t\t\t<GoodService>
\t\t\t\t\t<Opt>A</Opt>
\t\t\t\t\t<Code>100610</Code>
\t\t\t\t\t<Name>Beras</Name>
\t\t\t\t\t<Unit>UM.0003</Unit>
\t\t\t\t\t<Price>15000</Price>
\t\t\t\t\t<Qty>2.5</Qty>
\t\t\t\t\t<TotalDiscount>0</TotalDiscount>
\t\t\t\t\t<TaxBase>37500</TaxBase>
\t\t\t\t\t<OtherTaxBase>34375</OtherTaxBase>
\t\t\t\t\t<VATRate>12</VATRate>
\t\t\t\t\t<VAT>4125</VAT>
\t\t\t\t\t<STLGRate>0</STLGRate>
\t\t\t\t\t<STLG>0</STLG>
\t\t\t\t</GoodService>
\t\t\t</ListOfGoodService>
\t\t</TaxInvoice>
\t</ListOfTaxInvoice>
</TaxInvoiceBulk>
`;

const file = (invoices: readonly EfakturInvoice[], over: Partial<EfakturFile> = {}): EfakturFile => ({ ...SELLER, invoices, ...over });
const problemsOf = (invoice: EfakturInvoice) => efakturProblems(file([invoice])).map((p) => [p.at, p.code]);

describe('buildEfakturXml', () => {
  it('writes the Coretax TaxInvoiceBulk file exactly: elements in order, empty ones kept, escaped, whole rupiah half-up', () => {
    expect(buildEfakturXml(file([TO_COMPANY, TO_PERSON]))).toBe(GOLDEN);
  });

  it('writes a luxury line with PPnBM and a named place of business', () => {
    const xml = buildEfakturXml(
      file([{ ...TO_COMPANY, trxCode: '01', customDoc: 'PIB-001', customDocMonthYear: '022026', buyer: { ...TO_COMPANY.buyer, idtku: '0021234567891000000001' }, lines: [{ ...PAPER, otherTaxBase: '1350000', vat: '162000', stlgRate: '20', stlg: '270000.5' }] }]),
    );
    expect(xml).toContain('\t\t\t<CustomDoc>PIB-001</CustomDoc>\n\t\t\t<CustomDocMonthYear>022026</CustomDocMonthYear>');
    expect(xml).toContain('<BuyerIDTKU>0021234567891000000001</BuyerIDTKU>');
    expect(xml).toContain('\t\t\t\t\t<OtherTaxBase>1350000</OtherTaxBase>\n\t\t\t\t\t<VATRate>12</VATRate>\n\t\t\t\t\t<VAT>162000</VAT>\n\t\t\t\t\t<STLGRate>20</STLGRate>\n\t\t\t\t\t<STLG>270001</STLG>');
  });

  it(`takes ${EFAKTUR_MAX_INVOICES} invoices and refuses ${EFAKTUR_MAX_INVOICES + 1}`, () => {
    const many = Array.from({ length: EFAKTUR_MAX_INVOICES }, (_, i) => ({ ...TO_COMPANY, reference: `INV/${i + 1}` }));
    expect(buildEfakturXml(file(many)).match(/<TaxInvoice>/g)).toHaveLength(EFAKTUR_MAX_INVOICES);
    const error = (() => {
      try {
        buildEfakturXml(file([...many, TO_PERSON]));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(TaxFileError);
    expect(describeTaxFileProblems((error as TaxFileError).problems, 'en')).toEqual(['ListOfTaxInvoice: An e-Faktur file holds at most 1000 invoices; this one has 1001. Export them in several files.']);
  });

  it('refuses an empty file and a wrong seller', () => {
    expect(efakturProblems(file([], { sellerTin: '13936760054000', sellerIdtku: '0013936760054000' })).map((p) => [p.at, p.code])).toEqual([
      ['TIN', 'V_NPWP_16'],
      ['SellerIDTKU', 'V_IDTKU'],
      ['ListOfTaxInvoice', 'EFAKTUR_NO_INVOICES'],
    ]);
    expect(() => buildEfakturXml(file([]))).toThrowError(TaxFileError);
  });

  it.each<{ name: string; invoice: EfakturInvoice; out: string[][] }>([
    {
      name: 'a bad date, transaction code and reference',
      invoice: { ...TO_COMPANY, date: '2026-02-30', trxCode: '4', reference: ' ' },
      out: [
        ['TaxInvoice 1 TaxInvoiceDate', 'V_DATE'],
        ['TaxInvoice 1 TrxCode', 'V_INVALID_OPTION'],
        ['TaxInvoice 1 RefDesc', 'V_REQUIRED'],
      ],
    },
    {
      name: 'facility fields outside 07/08, and missing on 08',
      invoice: { ...TO_COMPANY, addInfo: 'TD.00501', customDocMonthYear: '132026' },
      out: [
        ['TaxInvoice 1 AddInfo', 'V_EFAKTUR_07_08'],
        ['TaxInvoice 1 CustomDocMonthYear', 'V_MONTH_YEAR'],
      ],
    },
    {
      name: 'a code 08 invoice without its facility stamp',
      invoice: { ...TO_COMPANY, trxCode: '08', addInfo: 'TD.00501' },
      out: [['TaxInvoice 1 FacilityStamp', 'V_EFAKTUR_07_08']],
    },
    {
      name: 'a TIN buyer without a 16-digit TIN, and its IDTKU',
      invoice: { ...TO_COMPANY, buyer: { ...TO_COMPANY.buyer, tin: '021234567891000', country: 'ID', name: '', address: '' } },
      out: [
        ['TaxInvoice 1 BuyerTin', 'V_TIN_16'],
        ['TaxInvoice 1 BuyerCountry', 'V_COUNTRY'],
        ['TaxInvoice 1 BuyerName', 'V_REQUIRED'],
        ['TaxInvoice 1 BuyerAdress', 'V_REQUIRED'],
        ['TaxInvoice 1 BuyerIDTKU', 'V_IDTKU'],
      ],
    },
    {
      name: 'a passport buyer without its number, an IDTKU of another TIN',
      invoice: { ...TO_PERSON, buyer: { document: 'Passport', name: 'John Smith', address: 'Bali', country: 'GBR', idtku: '0021234567891000000000' } },
      out: [
        ['TaxInvoice 1 BuyerDocumentNumber', 'V_REQUIRED'],
        ['TaxInvoice 1 BuyerIDTKU', 'V_IDTKU'],
      ],
    },
    {
      name: 'an unknown buyer document',
      invoice: { ...TO_COMPANY, buyer: { ...TO_COMPANY.buyer, document: 'NIK' as 'TIN' } },
      out: [['TaxInvoice 1 BuyerDocument', 'V_INVALID_OPTION']],
    },
    {
      name: 'no lines',
      invoice: { ...TO_COMPANY, lines: [] },
      out: [['TaxInvoice 1 ListOfGoodService', 'V_REQUIRED']],
    },
    {
      name: 'a line Coretax would refuse: codes, unit, a negative amount, a zero quantity, a rate over 100',
      invoice: { ...TO_COMPANY, lines: [PAPER, { ...PAPER, opt: 'C' as 'A', code: '12345', name: '', unit: 'UM.0040', quantity: '0', taxBase: '-1', vatRate: '120' }] },
      out: [
        ['TaxInvoice 1 GoodService 2 Opt', 'V_INVALID_OPTION'],
        ['TaxInvoice 1 GoodService 2 Code', 'V_GOODS_CODE'],
        ['TaxInvoice 1 GoodService 2 Name', 'V_REQUIRED'],
        ['TaxInvoice 1 GoodService 2 Unit', 'V_UNIT_CODE'],
        ['TaxInvoice 1 GoodService 2 Qty', 'V_POSITIVE'],
        ['TaxInvoice 1 GoodService 2 TaxBase', 'V_NOT_NEGATIVE'],
        ['TaxInvoice 1 GoodService 2 VATRate', 'V_PERCENT'],
      ],
    },
    {
      name: 'PPnBM on a line whose PPN is on DPP Nilai Lain, and PPnBM without its rate',
      invoice: { ...TO_COMPANY, lines: [{ ...PAPER, stlgRate: '20', stlg: '270000' }, { ...PAPER, otherTaxBase: '1350000', stlgRate: '0', stlg: '270000' }] },
      out: [
        ['TaxInvoice 1 GoodService 1 OtherTaxBase', 'V_EFAKTUR_LUXURY_BASE'],
        ['TaxInvoice 1 GoodService 2 STLGRate', 'V_POSITIVE'],
      ],
    },
  ])('refuses $name, naming each element', ({ invoice, out }) => {
    expect(problemsOf(invoice)).toEqual(out);
    expect(() => buildEfakturXml(file([invoice]))).toThrowError(TaxFileError);
  });

  it('names the problem in the user’s language', () => {
    const problems = efakturProblems(file([{ ...TO_COMPANY, lines: [{ ...PAPER, unit: 'PCS' }] }]));
    expect(describeTaxFileProblems(problems, 'id')).toEqual(['TaxInvoice 1 GoodService 1 Unit: harus kode satuan Coretax UM.0001 sampai UM.0039.']);
  });
});

describe('Coretax unit codes', () => {
  it('are the 39 codes of the tax office’s list', () => {
    expect(Object.keys(EFAKTUR_UNITS)).toEqual(Array.from({ length: 39 }, (_, i) => `UM.${String(i + 1).padStart(4, '0')}`));
    expect(EFAKTUR_UNITS['UM.0018']).toBe('Unit');
    expect([isEfakturUnit('UM.0039'), isEfakturUnit('UM.0040'), isEfakturUnit('toString')]).toEqual([true, false, false]);
  });
});
