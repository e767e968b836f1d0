import type { Translation } from './id.ts';

/** English strings of the ledger reports and tools. */
export const reportsEn: Pick<Translation, 'reports'> = {
  reports: {
    run: 'Show',
  },
};
