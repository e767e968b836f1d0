import type { Translation } from './id.ts';

/** English strings of the general-ledger documents. */
export const ledgerEn: Pick<Translation, 'ledger'> = {
  ledger: {
    lines: 'Journal Lines',
  },
};
