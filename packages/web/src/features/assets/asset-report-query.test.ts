import { describe, expect, it } from 'vitest';
import { reportQuery } from './asset-report-query.ts';

const filters = { date: '2026-06-30', assetid: 5, year: 2026, fromdate: '2026-01-01', todate: '2026-12-31' };

describe('reportQuery', () => {
  it('asks each report for what it takes', () => {
    expect(reportQuery('list', filters)).toEqual({ date: '2026-06-30' });
    expect(reportQuery('schedule', filters)).toEqual({ assetid: '5' });
    expect(reportQuery('fiscal', filters)).toEqual({ year: '2026' });
    expect(reportQuery('disposals', filters)).toEqual({ fromdate: '2026-01-01', todate: '2026-12-31' });
  });

  it('asks nothing while a filter is missing or the range runs backwards', () => {
    expect(reportQuery('list', { ...filters, date: null })).toBeNull();
    expect(reportQuery('schedule', { ...filters, assetid: null })).toBeNull();
    expect(reportQuery('disposals', { ...filters, todate: '2025-12-31' })).toBeNull();
    expect(reportQuery('disposals', { ...filters, fromdate: null })).toBeNull();
  });
});
