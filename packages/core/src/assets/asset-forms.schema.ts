import Decimal from 'decimal.js';
import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import { ZDecimalString } from '../company/preference.schema.ts';
import { READ_ONLY_FIELDS, ZMoney, ZName, ZRefId, ZText } from '../masters/common.schema.ts';
import { compareAmounts, signOf } from '../money.ts';
import { FISCAL_GROUPS } from './fiscal-groups.ts';

/**
 * The fixed-asset forms (issue 14), shared by the server (create/update bodies) and the web screens.
 * deprmethod / depmethod: 0 none, 1 straight line, 2 declining balance. Lives in years, rates in yearly percent.
 */
const id = z.number().int().positive().optional();
const ZMethod = z.number().int().min(0).max(2);
const ZLife = z.number().int().min(0).max(100);
const ZPercent = ZDecimalString.refine((v) => signOf(v) >= 0 && compareAmounts(v, '100') <= 0, { message: 'V_PERCENT' });
const ZNotNegative = ZMoney.refine((v) => signOf(v) >= 0, { message: 'V_NOT_NEGATIVE' });
const lifeIssue = (path: string) => ({ code: 'custom' as const, path: [path], message: 'FA_LIFE_REQUIRED' });

export const ZFaFiscalTypeForm = z
  .strictObject({
    ...READ_ONLY_FIELDS,
    assetfistype: id,
    fafisdesc: ZName(100),
    groupcode: z.enum(['', ...FISCAL_GROUPS.map((g) => g.code)] as [string, ...string[]]).default(''),
    deprmethod: ZMethod.default(1),
    fisestlife: ZLife,
    fisrate: ZPercent.default('0'),
  })
  .superRefine((v, ctx) => {
    if (v.deprmethod !== 0 && v.fisestlife < 1) ctx.addIssue(lifeIssue('fisestlife'));
    if (v.deprmethod === 2 && (v.groupcode === 'BP' || v.groupcode === 'BTP')) ctx.addIssue({ code: 'custom', path: ['deprmethod'], message: 'FA_BUILDING_STRAIGHT_LINE' });
  });

export const ZFaTypeForm = z
  .strictObject({
    ...READ_ONLY_FIELDS,
    afistypeid: id,
    assettype: ZName(30),
    fatypedesc: ZText(100),
    deprmethod: ZMethod.default(1),
    estlife: ZLife.default(4),
    rate: ZPercent.default('0'),
    assetfistype: ZRefId,
    assetglaccnt: z.number().int().positive(),
    accumglaccnt: z.number().int().positive(),
    expenseglaccnt: z.number().int().positive(),
  })
  .superRefine((v, ctx) => {
    if (v.deprmethod !== 0 && v.estlife < 1) ctx.addIssue(lifeIssue('estlife'));
  });

/**
 * A fixed asset. Left out (or null), the method, life, rate, fiscal type and the three accounts come from the book
 * type (the fiscal type only when left out: null is none); a blank assetcode takes the next FA-nnnnn. `details` (the posted
 * depreciation months) is read only.
 */
export const ZFixedAssetForm = z
  .strictObject({
    ...READ_ONLY_FIELDS,
    assetid: id,
    assetcode: z.string().trim().max(30).default(''),
    assetname: ZName(100),
    afistypeid: z.number().int().positive(),
    /** Left out: the type's; null: none. */
    assetfistype: z.number().int().positive().nullable().optional(),
    depmethod: ZMethod.nullable().optional(),
    estimatedlife: ZLife.nullable().optional(),
    depreciationrate: ZPercent.nullable().optional(),
    quantity: ZDecimalString.default('1').refine((v) => signOf(v) > 0, { message: 'V_POSITIVE' }),
    cost: ZDecimalString.refine((v) => signOf(v) > 0, { message: 'V_POSITIVE' }),
    residu: ZNotNegative,
    accumopening: ZNotNegative,
    purchasedate: ZIsoDate,
    usagedate: ZIsoDate,
    description: ZText(500),
    deptid: ZRefId,
    projectid: ZRefId,
    branchid: ZRefId,
    assetglaccnt: ZRefId.optional(),
    accumglaccnt: ZRefId.optional(),
    expenseglaccnt: ZRefId.optional(),
    creditglaccnt: ZRefId,
    purchaseref: ZText(100),
    // Read only: what the record answers beside its fields, accepted back and ignored.
    details: z.unknown().optional(),
    bookvalue: z.unknown().optional(),
    accumulated: z.unknown().optional(),
    acquisitionjournalid: z.unknown().optional(),
    disposed: z.unknown().optional(),
    disposaldate: z.unknown().optional(),
    disposaltype: z.unknown().optional(),
    proceeds: z.unknown().optional(),
    proceedsglaccnt: z.unknown().optional(),
    gainlossglaccnt: z.unknown().optional(),
    disposalnote: z.unknown().optional(),
    disposaljournalid: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (compareAmounts(v.residu, v.cost) > 0) ctx.addIssue({ code: 'custom', path: ['residu'], message: 'FA_RESIDU_ABOVE_COST' });
    else if (compareAmounts(v.accumopening, new Decimal(v.cost).minus(v.residu).toFixed()) > 0) ctx.addIssue({ code: 'custom', path: ['accumopening'], message: 'FA_OPENING_ABOVE_BASIS' });
    if (v.usagedate < v.purchasedate) ctx.addIssue({ code: 'custom', path: ['usagedate'], message: 'FA_USAGE_BEFORE_PURCHASE' });
    if (v.depmethod != null && v.depmethod !== 0 && v.estimatedlife != null && v.estimatedlife < 1) ctx.addIssue(lifeIssue('estimatedlife'));
  });

/** POST fixed-asset/disposed. disposaltype 0 sold, 1 written off. */
export const ZFixedAssetDisposal = z.strictObject({
  assetid: z.number().int().positive(),
  disposaldate: ZIsoDate,
  disposaltype: z.literal([0, 1]),
  proceeds: ZNotNegative,
  proceedsglaccnt: ZRefId,
  gainlossglaccnt: ZRefId,
  disposalnote: ZText(500),
  version: z.number().int().positive(),
});

/** PUT fixed-asset/undoDisposed. */
export const ZFixedAssetUndoDisposal = z.strictObject({ assetid: z.number().int().positive(), version: z.number().int().positive() });
