import { z } from 'zod';
import { ZIsoDate } from '../company/company.schema.ts';
import { READ_ONLY_FIELDS } from '../masters/common.schema.ts';
import { signOf } from '../money.ts';

/** A decimal string with up to 6 decimals; a comma is read as the decimal point. */
const decimalText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(',', '.'))
    .pipe(z.string().regex(new RegExp(`^\\d{1,${max}}(\\.\\d{1,6})?$`), { message: 'V_DECIMAL' }));

/** A quantity typed on a line: more than zero ("Quantity must be more than 0."). */
export const ZQuantity = decimalText(14).refine((v) => signOf(v) > 0, { message: 'QTY_NOT_POSITIVE' });
/** A quantity that may be zero (a counted quantity). */
export const ZQuantityOrZero = decimalText(14);
/** A unit price or cost: zero or more. */
export const ZUnitPrice = decimalText(16);

const id = z.number().int().positive();

/**
 * A serial or batch row of a goods line (API.md §7.2, spec 001 §3): the number, its quantity in the item's unit1
 * (1 for a serial number) and, for items with `useexp`, the expiry date. Checked against the item by `checkSerials`.
 */
export const ZSerialRow = z.strictObject({
  serialno: z.string().trim().min(1).max(60),
  quantity: ZQuantity,
  expdate: ZIsoDate.nullable().optional(),
  /** Read-only: a read answers the row's position. */
  seq: z.unknown().optional(),
});
export type TSerialRow = z.infer<typeof ZSerialRow>;

/** What a read answers on every goods line and an update accepts back (ignored): position, names, converted amounts. */
const LINE_READ_ONLY = {
  seq: z.unknown().optional(),
  itemid: z.unknown().optional(),
  itemdescription: z.unknown().optional(),
  unitratio: z.unknown().optional(),
  qtyunit1: z.unknown().optional(),
  amount: z.unknown().optional(),
  unitcost: z.unknown().optional(),
  cost: z.unknown().optional(),
  whname: z.unknown().optional(),
  currentqty: z.unknown().optional(),
};

/** Fields every goods line has (API.md §7.2). */
export const GOODS_LINE = {
  itemno: z.string().trim().min(1).max(60),
  itemunit: z.string().trim().max(30).optional(),
  warehouseid: id.nullable().optional(),
  deptid: id.nullable().optional(),
  projectid: id.nullable().optional(),
  itemovdesc: z.string().trim().max(200).default(''),
  /** Serial or batch numbers of an item with `usesn` (API.md §7.2). */
  serials: z.array(ZSerialRow).max(5000).optional(),
  ...LINE_READ_ONLY,
};

/** What a read answers on every transaction document and an update accepts back (ignored). */
export const DOC_READ_ONLY = {
  ...READ_ONLY_FIELDS,
  form: z.unknown().optional(),
  status: z.unknown().optional(),
  posted: z.unknown().optional(),
  approved: z.unknown().optional(),
  journalid: z.unknown().optional(),
  totalamount: z.unknown().optional(),
  /** Never stored: answers yes to a question the API asks with a 409 (API.md §7.8 Confirmation). */
  confirm: z.boolean().optional(),
};

/** Item Adjustment (IT ADJ, API.md §7.8): an increase at a unit cost or a decrease, by a change or a counted quantity. */
export const ZItemAdjustmentLine = z
  .strictObject({
    ...GOODS_LINE,
    adjtype: z.union([z.literal(1), z.literal(2)]).default(1),
    quantity: ZQuantity.optional(),
    newqty: ZQuantityOrZero.optional(),
    unitprice: ZUnitPrice.optional(),
  })
  .superRefine((line, ctx) => {
    if (line.quantity === undefined && line.newqty === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'QTY_EMPTY' });
    if (line.quantity !== undefined && line.newqty !== undefined) ctx.addIssue({ code: 'custom', path: ['newqty'], message: 'V_UNKNOWN_FIELD' });
    if (line.adjtype === 2 && line.unitprice !== undefined && signOf(line.unitprice) !== 0) ctx.addIssue({ code: 'custom', path: ['unitprice'], message: 'V_UNKNOWN_FIELD' });
  });

export const ZItemAdjustment = z.strictObject({
  ...DOC_READ_ONLY,
  adjid: id.optional(),
  adjno: z.string().trim().min(1).max(40).optional(),
  adjdate: ZIsoDate,
  description: z.string().trim().max(500).default(''),
  /** glid of the adjustment account (API.md §7.8 Account fields). */
  adjaccnt: id,
  details: z.array(ZItemAdjustmentLine).min(1).max(1000),
});

/** Item Transfer (IT TRA): goods from one warehouse to another at the cost they have. */
export const ZWhTransLine = z.strictObject({ ...GOODS_LINE, quantity: ZQuantity });

export const ZWhTrans = z
  .strictObject({
    ...DOC_READ_ONLY,
    transferid: id.optional(),
    transferno: z.string().trim().min(1).max(40).optional(),
    transferdate: ZIsoDate,
    description: z.string().trim().max(500).default(''),
    fromwhid: id,
    towhid: id,
    details: z.array(ZWhTransLine).min(1).max(1000),
  })
  .superRefine((doc, ctx) => {
    if (doc.fromwhid === doc.towhid) ctx.addIssue({ code: 'custom', path: ['towhid'], message: 'SAME_WAREHOUSE' });
  });

/** Opening stock (item-opening-balance): quantities and unit costs per item and warehouse, against opening-balance equity. */
export const ZItemOpeningLine = z.strictObject({ ...GOODS_LINE, warehouseid: id, quantity: ZQuantity, unitprice: ZUnitPrice });

export const ZItemOpening = z.strictObject({
  ...DOC_READ_ONLY,
  obid: id.optional(),
  obdate: ZIsoDate,
  description: z.string().trim().max(500).default(''),
  details: z.array(ZItemOpeningLine).min(1).max(5000),
});

export type TItemAdjustment = z.infer<typeof ZItemAdjustment>;
export type TWhTrans = z.infer<typeof ZWhTrans>;
export type TItemOpening = z.infer<typeof ZItemOpening>;
