import type { LedgerDetailAccount, LedgerLine } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import { detailRows } from './ledger-detail-rows.ts';

const line = (journalid: number, debit: string, credit: string, balance: string): LedgerLine => ({ transdate: '2026-10-01', journalid, seq: 1, form: 'journal-voucher', docid: journalid, docno: `JV/${journalid}`, description: '', userid: 1, subsidiary: null, debit, credit, balance });
const account = (glid: number, lines: LedgerLine[], flags: Partial<LedgerDetailAccount> = {}): LedgerDetailAccount => ({ glid, glaccount: `1-${glid}`, accountname: `A${glid}`, opening: '100', closing: '0', continued: false, complete: true, lines, ...flags });

describe('general ledger detail rows', () => {
  it('heads each account with its opening and closes it with the totals of its lines', () => {
    const rows = detailRows([[account(1, [line(1, '50', '0', '150'), line(2, '0', '20.5', '129.5')], { closing: '129.5' }), account(2, [line(3, '0', '5', '-5')])]]);
    expect(rows.map((r) => [r.kind, r.account.glid, r.kind === 'closing' ? [r.debit, r.credit] : null])).toEqual([
      ['opening', 1, null],
      ['line', 1, null],
      ['line', 1, null],
      ['closing', 1, ['50', '20.5']],
      ['opening', 2, null],
      ['line', 2, null],
      ['closing', 2, ['0', '5']],
    ]);
  });

  it('carries an account over a page break without a second heading, totalling both pages', () => {
    const rows = detailRows([[account(1, [line(1, '10', '0', '110')], { complete: false })], [account(1, [line(2, '15', '0', '125')], { continued: true })]]);
    expect(rows.map((r) => r.kind)).toEqual(['opening', 'line', 'line', 'closing']);
    const closing = rows.at(-1);
    expect(closing?.kind === 'closing' && closing.debit).toBe('25');
  });
});
