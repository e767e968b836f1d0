import { z } from 'zod';

export const ZDecimalString = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(',', '.'))
  .pipe(z.string().regex(/^-?\d{1,18}(\.\d{1,10})?$/, { message: 'V_DECIMAL' }));

const period = z.number().int().min(0).max(12).nullable().default(null);
const year = z.number().int().min(1900).max(2200).nullable().default(null);

/** pcompany (spec 000 §3): features as JSON text, options and period-warning settings. */
export const ZPCompany = z.strictObject({
  features: z.string().max(4000).default('{}'),
  usemulticurrency: z.boolean().default(false),
  usetax: z.boolean().default(true),
  showdm: z.boolean().default(false),
  showcm: z.boolean().default(false),
  /** Costing method: FIFO or moving average. */
  reserved3: z.enum(['FIFO', 'AVG']).default('FIFO'),
  formattgl: z.number().int().positive().nullable().default(null),
  preparation: z.boolean().default(false),
  approval: z.boolean().default(false),
  typeapproval: z.number().int().min(0).max(9).default(0),
  approvalprint: z.boolean().default(false),
  wperiodfrompp: period,
  wperiodfromyyyy: year,
  wperiodtopp: period,
  wperiodtoyyyy: year,
  eperiodfrompp: period,
  eperiodfromyyyy: year,
  eperiodtopp: period,
  eperiodtoyyyy: year,
  /** Sales options (wizard step 3). */
  salesdefaulttermid: z.number().int().positive().nullable().default(null),
  salesincludetax: z.boolean().default(false),
  salescreditlimitcheck: z.boolean().default(true),
  /** Purchasing options (wizard step 4). */
  purchasedefaulttermid: z.number().int().positive().nullable().default(null),
  purchaseincludetax: z.boolean().default(false),
  /** Inventory options (wizard step 5). */
  allownegativestock: z.boolean().default(false),
  defaultwarehouseid: z.number().int().positive().nullable().default(null),
  numberformat: z.enum(['id', 'en']).default('id'),
});
export type TPCompany = z.infer<typeof ZPCompany>;

/** A currency row of the setup wizard and preferences; completeness is checked by the service (409). */
export const ZPCurrencyRow = z.strictObject({
  currencyid: z.number().int().positive().optional(),
  currencyname: z.string().trim().max(20).default(''),
  exchangerate: z.union([z.string(), z.number()]).transform((v) => String(v).trim()).default('1'),
  fiscalrate: z.union([z.string(), z.number()]).transform((v) => String(v).trim()).optional(),
  autodefaccnt: z.boolean().default(true),
  /** Answered by GET preference; which currency is the base one is not changed here. */
  isbase: z.unknown().optional(),
});
export type TPCurrencyRow = z.infer<typeof ZPCurrencyRow>;

const glid = z.number().int().positive().nullable();

export const ZPDefAccnt = z.strictObject({
  retainedearnings: glid,
  openingbalance: glid,
  inventory: glid,
  sales: glid,
  salesreturn: glid,
  cogs: glid,
  discount: glid,
  purchase: glid,
  purchasereturn: glid,
  unbilled: glid,
  goodsintransit: glid,
  jobcost: glid,
  povariance: glid,
  wip: glid,
  rounding: glid,
  cash: glid,
  overheadallocated: glid,
  overheadcontrol: glid,
  incometax: glid,
  otherpo: glid,
  lists: z.strictObject({
    payable: z.array(z.number().int().positive()).max(50),
    receivable: z.array(z.number().int().positive()).max(50),
    purchasediscount: z.array(z.number().int().positive()).max(50),
    salesdiscount: z.array(z.number().int().positive()).max(50),
    salesdownpayment: z.array(z.number().int().positive()).max(50),
    purchasedownpayment: z.array(z.number().int().positive()).max(50),
    realisedprofit: z.array(z.number().int().positive()).max(50),
    unrealisedprofit: z.array(z.number().int().positive()).max(50),
  }),
});
export type TPDefAccnt = z.infer<typeof ZPDefAccnt>;

export const ZTemplateTypeView = z.strictObject({ templatetype: z.string().max(40), templateid: z.number().int().nonnegative(), papersize: z.enum(['A4', 'A5', 'Letter']).default('A5'), landscape: z.boolean().default(true) });

export const ZSettingReminders = z.strictObject({
  salesinvoicedue: z.boolean().default(true),
  purchaseinvoicedue: z.boolean().default(true),
  daysbeforedue: z.number().int().min(0).max(365).default(7),
  minimumstock: z.boolean().default(true),
  recurringtransactions: z.boolean().default(true),
  approvalrequests: z.boolean().default(true),
});

export const ZAddOns = z.strictObject({ itemforid: z.string().max(40).default('') , plugins: z.array(z.string().max(40)).max(50).default([]) });

/** GET/PUT preference (API.md §4). */
export const ZPreference = z.strictObject({
  pcompany: ZPCompany,
  pcurrency: z.array(ZPCurrencyRow).min(1).max(50),
  addOns: ZAddOns,
  pdefAccnt: ZPDefAccnt,
  ptemplateTypeViews: z.array(ZTemplateTypeView).max(100).default([]),
  settingReminders: ZSettingReminders,
  simpleDatabase: z.boolean().optional(),
  version: z.number().int().optional(),
});
export type TPreference = z.infer<typeof ZPreference>;
export type TPreferenceInput = z.input<typeof ZPreference>;
