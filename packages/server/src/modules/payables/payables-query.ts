import { ZIsoDate } from '@lontar/core';
import { z } from 'zod';
import { ZReportFormat } from '../ledger/report-export.ts';

export const today = () => new Date().toISOString().slice(0, 10);

/** A report between two dates (`fromdate` ≤ `todate`, else 400 on `todate`). */
export const rangeQuery = z
  .strictObject({ fromdate: ZIsoDate, todate: ZIsoDate, format: ZReportFormat })
  .superRefine((q, check) => {
    if (q.todate < q.fromdate) check.addIssue({ code: 'custom', path: ['todate'], message: 'V_RANGE' });
  });
