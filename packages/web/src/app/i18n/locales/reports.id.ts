/** Indonesian strings of the ledger reports and tools (account history, statements, budgets, bank, period end). */
export const reportsId = {
  reports: {
    run: 'Tampilkan',
  },
} as const;
