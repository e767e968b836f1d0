import { bookSchedule } from '@lontar/core';
import { describe, expect, it } from 'vitest';
import { assetToBody, assetToValues, disposalBody, fromAssetType, periodMonth, schedulePreview, scheduleTotal } from './asset-values.ts';

const asset = { cost: '12000000', residu: '0', accumopening: '0', depmethod: 1, estimatedlife: 1, depreciationrate: '0', usagedate: '2026-01-15' };

describe('schedulePreview', () => {
  it('is the server schedule (core bookSchedule) of the form values', () => {
    const { rows, gap } = schedulePreview(asset, 2);
    expect(gap).toBeUndefined();
    expect(rows).toEqual(bookSchedule(asset, 2));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ month: '2026-01', amount: '1000000.00' });
    expect(scheduleTotal(rows)).toBe('12000000');
  });

  it('an asset registered mid-life depreciates its rest from the books start, as the server does', () => {
    const midLife = { ...asset, estimatedlife: 4, usagedate: '2023-01-10', accumopening: '6000000' };
    const { rows } = schedulePreview(midLife, 2, '2025-01-01');
    expect(rows).toEqual(bookSchedule(midLife, 2, '2025-01-01'));
    expect(rows[0]).toMatchObject({ month: '2025-01', amount: '250000.00' });
    expect(rows).toHaveLength(24);
    expect(rows).not.toEqual(schedulePreview(midLife, 2).rows);
  });

  it('takes values as the form holds them: numbers, blanks for zero', () => {
    const { rows } = schedulePreview({ ...asset, cost: 12000000, residu: '', accumopening: undefined, estimatedlife: '1' }, 2);
    expect(rows).toHaveLength(12);
  });

  it('gives no rows while the cost, usage date or life is missing or wrong', () => {
    expect(schedulePreview({ ...asset, cost: '' }, 2).gap).toBe('incomplete');
    expect(schedulePreview({ ...asset, cost: '0' }, 2).gap).toBe('incomplete');
    expect(schedulePreview({ ...asset, usagedate: null }, 2).gap).toBe('incomplete');
    expect(schedulePreview({ ...asset, estimatedlife: 0 }, 2).gap).toBe('incomplete');
    expect(schedulePreview({ ...asset, residu: '13000000' }, 2).gap).toBe('incomplete');
    expect(schedulePreview({ ...asset, accumopening: '12000001' }, 2).gap).toBe('incomplete');
  });

  it('says an asset that is not depreciated has no schedule', () => {
    expect(schedulePreview({ ...asset, depmethod: 0 }, 2)).toEqual({ rows: [], gap: 'none' });
  });

  it('declines the book value for method 2', () => {
    const { rows } = schedulePreview({ ...asset, depmethod: 2, estimatedlife: 4 }, 2);
    expect(rows[0]?.amount).toBe('500000.00');
    expect(rows.length).toBe(48);
  });
});

describe('fromAssetType', () => {
  it('takes the method, life, rate, fiscal type and accounts of the type', () => {
    expect(fromAssetType({ afistypeid: 3, assettype: 'KEND', deprmethod: 2, estlife: 8, rate: '25', assetfistype: 2, assetglaccnt: 10, accumglaccnt: 11, expenseglaccnt: 12 })).toEqual({
      depmethod: 2,
      estimatedlife: 8,
      depreciationrate: '25',
      assetfistype: 2,
      assetglaccnt: 10,
      accumglaccnt: 11,
      expenseglaccnt: 12,
    });
  });
});

describe('acquisition choice', () => {
  it('reads a saved asset without a credit account as recorded in the purchase', () => {
    expect(assetToValues({ assetid: 1, creditglaccnt: null, purchaseref: 'PI-1' }).acquiredBy).toBe('purchase');
    expect(assetToValues({ assetid: 1, creditglaccnt: 7 }).acquiredBy).toBe('journal');
    expect(assetToValues({}).acquiredBy).toBe('journal');
  });

  it('sends no credit account for a purchase-recorded asset and no reference for a journal one', () => {
    expect(assetToBody({ acquiredBy: 'purchase', creditglaccnt: 7, purchaseref: 'PI-1', details: [], bookvalue: '1', accumulated: '0' })).toEqual({ creditglaccnt: null, purchaseref: 'PI-1' });
    expect(assetToBody({ acquiredBy: 'journal', creditglaccnt: 7, purchaseref: 'PI-1' })).toEqual({ creditglaccnt: 7, purchaseref: '' });
  });
});

describe('disposalBody', () => {
  const record = { assetid: 4, version: 3 };
  const values = { disposaldate: '2026-06-30', disposaltype: 0 as const, proceeds: '5000000', proceedsglaccnt: 20, gainlossglaccnt: 30, disposalnote: 'dijual' };

  it('sends a sale with its proceeds and account, with the record version', () => {
    expect(disposalBody(record, values)).toEqual({ assetid: 4, version: 3, disposaldate: '2026-06-30', disposaltype: 0, proceeds: '5000000', proceedsglaccnt: 20, gainlossglaccnt: 30, disposalnote: 'dijual' });
  });

  it('sends a write-off without proceeds', () => {
    expect(disposalBody(record, { ...values, disposaltype: 1 })).toMatchObject({ disposaltype: 1, proceeds: '0', proceedsglaccnt: null });
  });
});

it('periodMonth names a yyyymm period as YYYY-MM', () => {
  expect(periodMonth(202601)).toBe('2026-01');
  expect(periodMonth('202612')).toBe('2026-12');
});
