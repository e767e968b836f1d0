/** Indonesian strings of the general-ledger documents (journal voucher, other payment, other receipt). */
export const ledgerId = {
  ledger: {
    lines: 'Rincian Jurnal',
  },
} as const;
