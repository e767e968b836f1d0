import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it.each([
    [['=HYPERLINK("x")'], `"'=HYPERLINK(""x"")"`],
    [['-1500.25'], '-1500.25'],
    [['+62 812'], "'+62 812"],
    [['@SUM(A1)'], "'@SUM(A1)"],
    [['Toko "Maju", Jaya'], '"Toko ""Maju"", Jaya"'],
    [['baris\nbaru'], '"baris\nbaru"'],
    [[null], ''],
  ])('%j', (row, out) => {
    expect(toCsv(['h'], [row]).split('\r\n')[1]).toBe(out);
  });

  it('starts with a BOM and the header', () => {
    expect(toCsv(['a', 'b'], [])).toBe('\uFEFFa,b\r\n');
  });
});
