import { describe, expect, it } from 'vitest';
import { periodWindow, type PeriodWindowSettings } from './period-window.ts';

const none: PeriodWindowSettings = {
  wperiodfrompp: null,
  wperiodfromyyyy: null,
  wperiodtopp: null,
  wperiodtoyyyy: null,
  eperiodfrompp: null,
  eperiodfromyyyy: null,
  eperiodtopp: null,
  eperiodtoyyyy: null,
};
// Warning window Mar–Oct 2026, error window Jan 2026–Dec 2026.
const both: PeriodWindowSettings = { wperiodfrompp: 3, wperiodfromyyyy: 2026, wperiodtopp: 10, wperiodtoyyyy: 2026, eperiodfrompp: 1, eperiodfromyyyy: 2026, eperiodtopp: 12, eperiodtoyyyy: 2026 };

describe('periodWindow', () => {
  it.each([
    ['no settings', none, '2030-05-01', 'ok'],
    ['inside both windows', both, '2026-03-01', 'ok'],
    ['last day of the warning window', both, '2026-10-31', 'ok'],
    ['before the warning window, inside the error window', both, '2026-02-28', 'warn'],
    ['after the warning window, inside the error window', both, '2026-11-01', 'warn'],
    ['before the error window', both, '2025-12-31', 'refuse'],
    ['after the error window', both, '2027-01-01', 'refuse'],
    ['month 0 leaves the bound unset', { ...none, eperiodfrompp: 0, eperiodfromyyyy: 2026 }, '2020-01-01', 'ok'],
    ['a month without year leaves the bound unset', { ...none, wperiodtopp: 6 }, '2040-01-01', 'ok'],
    ['only a lower error bound', { ...none, eperiodfrompp: 7, eperiodfromyyyy: 2026 }, '2026-06-30', 'refuse'],
    ['only an upper warning bound', { ...none, wperiodtopp: 6, wperiodtoyyyy: 2026 }, '2026-07-01', 'warn'],
  ] as const)('%s', (_label, settings, date, verdict) => {
    expect(periodWindow(date, settings)).toBe(verdict);
  });
});
