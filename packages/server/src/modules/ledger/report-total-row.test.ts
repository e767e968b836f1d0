import { describe, expect, it } from 'vitest';
import { totalRow } from './report-export.ts';

describe('exported statement totals name a loss a loss', () => {
  it('a negative net result is "Rugi Bersih" / "Net loss" with a positive amount', () => {
    expect(totalRow('net', ['-5000000.5'], 'id')).toEqual(['', 'Rugi Bersih', '', '5000000.5']);
    expect(totalRow('net', ['-5000000.5'], 'en')).toEqual(['', 'Net loss', '', '5000000.5']);
    expect(totalRow('currentEarnings', ['-20'], 'id')).toEqual(['', 'Rugi Tahun Berjalan', '', '20']);
    expect(totalRow('gross', ['-1', '0'], 'id')).toEqual(['', 'Rugi Kotor', '', '1', '0']);
  });

  it('a profit keeps its word and amount', () => {
    expect(totalRow('net', ['43750000.25', '0'], 'id')).toEqual(['', 'Laba Bersih', '', '43750000.25', '0']);
    expect(totalRow('currentEarnings', ['7'], 'en')).toEqual(['', 'Current year earnings', '', '7']);
  });

  it('columns of both signs keep their signs under "Laba (Rugi) Bersih"', () => {
    expect(totalRow('net', ['10', '-3'], 'id')).toEqual(['', 'Laba (Rugi) Bersih', '', '10', '-3']);
  });

  it('totals that are not results are left as they are', () => {
    expect(totalRow('equity', ['-3'], 'id')).toEqual(['', 'Total Ekuitas', '', '-3']);
  });
});
