import { describe, expect, it } from 'vitest';
import { lineKey, reconciliationFigures } from './reconciliation-math.ts';
import type { UnclearedLine } from './reports-api.ts';

const line = (journalid: number, debit: string, credit: string): UnclearedLine => ({ journalid, seq: 1, transdate: '2026-10-01', docno: `D${journalid}`, description: '', debit, credit });
const lines = [line(1, '10000000', '0'), line(2, '0', '2500000'), line(3, '0', '15000')];

describe('reconciliation figures', () => {
  it('clears the ticked lines on top of the last bank balance and compares with the statement', () => {
    const ticked = new Set([lineKey(lines[0]!), lineKey(lines[1]!)]);
    expect(reconciliationFigures('0', lines, ticked, '7500000')).toEqual({ cleared: '7500000', difference: '0', count: 2 });
    expect(reconciliationFigures('0', lines, ticked, '7485000')).toEqual({ cleared: '7500000', difference: '-15000', count: 2 });
  });

  it('starts from the last reconciliation and treats an empty statement as zero', () => {
    expect(reconciliationFigures('7500000', lines, new Set([lineKey(lines[2]!)]), '7485000.5')).toEqual({ cleared: '7485000', difference: '0.5', count: 1 });
    expect(reconciliationFigures('100', lines, new Set(), null)).toEqual({ cleared: '100', difference: '-100', count: 0 });
  });
});
