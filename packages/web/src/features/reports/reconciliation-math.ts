import { subtractAmount, sumAmounts } from '@lontar/core';
import type { UnclearedLine } from './reports-api.ts';

export const lineKey = (line: Pick<UnclearedLine, 'journalid' | 'seq'>) => `${line.journalid}-${line.seq}`;

/**
 * What the server will record (bank.service.ts): the cleared balance is the last reconciled bank balance plus the
 * ticked lines (debit in, credit out); selisihsaldo is the statement balance less it. Shown live as lines are ticked.
 */
export function reconciliationFigures(lastBankBalance: string, lines: readonly UnclearedLine[], ticked: ReadonlySet<string>, statement: string | null) {
  const chosen = lines.filter((line) => ticked.has(lineKey(line)));
  const cleared = sumAmounts([lastBankBalance, ...chosen.map((line) => line.debit), ...chosen.map((line) => subtractAmount('0', line.credit))]);
  return { cleared, difference: subtractAmount(statement ?? '0', cleared), count: chosen.length };
}
