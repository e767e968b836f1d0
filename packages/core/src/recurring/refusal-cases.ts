/**
 * Schedule fields the recurring schema refuses, each with the field the refusal names. Shared by the core schema test
 * and the server's API test so both check the same cases (not part of the `@lontar/core` barrel: test data only).
 */
export const RECURRING_FIELD_REFUSALS: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
  [{ recurringtotal: 0 }, 'recurringtotal'],
  [{ recurringtotal: 121 }, 'recurringtotal'],
  [{ transtype: 'sales-order' }, 'transtype'],
  [{ perioda: 'Harian' }, 'perioda'],
  [{ recurringdate: '2026-02-30' }, 'recurringdate'],
  [{ isassigninvno: true, startinvno: 'INV-' }, 'startinvno'],
];
