import { z } from 'zod';
import { READ_ONLY_FIELDS, ZFlag, ZName, ZRefId, ZText } from '../masters/common.schema.ts';
import { ZDecimalString } from '../company/preference.schema.ts';
import { signOf } from '../money.ts';
import { ZQuantity } from './goods.schema.ts';

/** The group's own sell prices, levels 1–5 of its one unit (spec 002 §3.1 "Item group: … unitprice, unit1 …"). */
export const GROUP_PRICE_FIELDS = ['unitprice', 'unitprice2', 'unitprice3', 'unitprice4', 'unitprice5'] as const;
export type GroupPriceField = (typeof GROUP_PRICE_FIELDS)[number];

/** A price level (1–5) → the group's field. */
export const groupPriceField = (level: number): GroupPriceField => GROUP_PRICE_FIELDS[Math.min(Math.max(level, 1), 5) - 1]!;

const ZPrice = ZDecimalString.default('0').refine((v) => signOf(v) >= 0, { message: 'V_NOT_NEGATIVE' });

/** What a read answers on a component line and an update accepts back (ignored). */
const LINE_READ_ONLY = {
  seq: z.unknown().optional(),
  itemid: z.unknown().optional(),
  itemdescription: z.unknown().optional(),
  itemtype: z.unknown().optional(),
  unitratio: z.unknown().optional(),
  qtyunit1: z.unknown().optional(),
};

/** One component: an item (by number), its unit (default its unit1) and how many of that unit one group holds. */
export const ZItemGroupingLine = z.strictObject({
  itemno: z.string().trim().min(1).max(60),
  itemunit: z.string().trim().max(30).default(''),
  quantity: ZQuantity,
  ...LINE_READ_ONLY,
});

/**
 * Item Grouping (`item-grouping`, spec 002 §3.1, §2.2): an item group sold as one line, its components declared
 * once. The number shares the item numbers' space (a sales line names either), checked by the server.
 */
export const ZItemGroupingForm = z
  .strictObject({
    ...READ_ONLY_FIELDS,
    groupid: z.number().int().positive().optional(),
    itemno: ZName(30),
    itemdescription: ZName(200),
    unit1: ZName(20),
    unitprice: ZPrice,
    unitprice2: ZPrice,
    unitprice3: ZPrice,
    unitprice4: ZPrice,
    unitprice5: ZPrice,
    taxcodes: ZText(60),
    salesglaccnt: ZRefId,
    salesretglaccnt: ZRefId,
    salesdiscount: ZPrice,
    suspended: ZFlag,
    details: z.array(ZItemGroupingLine).min(1, { message: 'GROUP_NO_COMPONENTS' }).max(200),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.details.forEach((line, i) => {
      const key = line.itemno.toUpperCase();
      if (key === v.itemno.toUpperCase()) ctx.addIssue({ code: 'custom', path: ['details', i, 'itemno'], message: 'GROUP_COMPONENT_SELF' });
      else if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['details', i, 'itemno'], message: 'GROUP_COMPONENT_DUPLICATE' });
      seen.add(key);
    });
  });
export type TItemGroupingForm = z.infer<typeof ZItemGroupingForm>;
export type TItemGroupingLine = z.infer<typeof ZItemGroupingLine>;

/** POST item-grouping-price: the group (by id or number), the price level (1–5, default 1). */
export const ZGroupPriceRequest = z
  .strictObject({
    itemid: z.number().int().positive().optional(),
    itemno: z.string().trim().min(1).max(60).optional(),
    pricelevel: z.number().int().min(1).max(5).default(1),
  })
  .refine((v) => v.itemid !== undefined || v.itemno !== undefined, { path: ['itemid'], message: 'V_REQUIRED' });
