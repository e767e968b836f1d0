import { z } from 'zod';
import { ZDecimalString } from '../company/preference.schema.ts';
import { compareAmounts, signOf } from '../money.ts';
import { isTaxObjectCode } from '../tax/tax-object-codes.ts';
import { parseDppFactor } from '../trade/vat.ts';
import { refineCustomerTaxIdentity, ZBuyerDocument, ZEfakturCode, ZEfakturOpt, ZEfakturUnit, ZTrxCode } from './coretax.schema.ts';
import { ACCESS_LIMIT_FIELDS, LINK_FIELDS, READ_ONLY_FIELDS, ZFlag, ZMoney, ZName, ZOptionalDate, ZRate, ZRefId, ZText } from './common.schema.ts';

/**
 * One schema per master form (spec 002 §3), shared by the server (create/update bodies) and the web forms.
 * The record's own id field is optional: absent on create, required on update (checked by the service).
 */
const id = z.number().int().positive().optional();
const ZPercent = ZDecimalString.default('0').refine((v) => signOf(v) >= 0 && compareAmounts(v, '100') <= 0, { message: 'V_PERCENT' });

export const ZCurrencyForm = z.strictObject({ ...READ_ONLY_FIELDS, isbase: z.unknown().optional(), currencyid: id, currencyname: ZName(20), exchangerate: ZRate, fiscalrate: ZRate, autodefaccnt: z.boolean().default(true) });
export const ZCustomerStatusForm = z.strictObject({ ...READ_ONLY_FIELDS, statid: id, name: ZName(60) });
export const ZCustomerTypeForm = z.strictObject({ ...READ_ONLY_FIELDS, typeid: id, typename: ZName(60) });
export const ZSalesmanForm = z.strictObject({
  ...READ_ONLY_FIELDS,
  salesmanid: id,
  firstname: ZName(60),
  lastname: ZText(60),
  jobtitle: ZText(60),
  businessphone: ZText(30),
  businessphoneext: ZText(10),
  cellular: ZText(30),
  homephone: ZText(30),
  fax: ZText(30),
  pager: ZText(30),
  email: ZText(254),
  suspended: ZFlag,
});
export const ZDepartmentForm = z.strictObject({ ...READ_ONLY_FIELDS, deptid: id, deptno: ZName(20), deptname: ZName(), contact_name: ZText(100), description: ZText(500), tipe: z.number().int().min(0).max(9).default(0), suspended: ZFlag });
export const ZProjectForm = z.strictObject({
  ...READ_ONLY_FIELDS,
  projectid: id,
  projectno: ZName(20),
  projectname: ZName(),
  contactname: ZText(100),
  tanggal: ZOptionalDate,
  percentcompleted: ZPercent,
  description: ZText(500),
  suspended: ZFlag,
});
/** A DPP factor the VAT arithmetic accepts (a fraction or a decimal) that is more than 0 and at most 1. */
function validDppFactor(text: string): boolean {
  try {
    const f = parseDppFactor(text);
    return f.num.lessThanOrEqualTo(f.den);
  } catch {
    return false;
  }
}
/** A tax object code of the Coretax withholding slips (TAX.md), or null; an empty input is none. */
const ZTaxObjectCode = z
  .string()
  .trim()
  .nullable()
  .default(null)
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v === null || isTaxObjectCode(v), { message: 'V_TAX_OBJECT_CODE' });

export const ZTaxForm = z
  .strictObject({
    ...READ_ONLY_FIELDS,
    taxid: id,
    taxcode: ZName(20),
    taxname: ZName(60),
    kind: z.enum(['vat', 'withholding']).default('vat'),
    rate: ZDecimalString.refine((v) => signOf(v) >= 0 && compareAmounts(v, '1') < 0, { message: 'V_TAX_RATE' }),
    /** DPP Nilai Lain factor (TAX.md, PMK 131/2024): "11/12" for PPN on ordinary goods, "1" for luxury goods and the rest. */
    dppfactor: z.string().trim().default('1').refine(validDppFactor, { message: 'V_TAX_DPP_FACTOR' }),
    /** The withholding's tax object code (a withholding tax only): its slips' TaxObjectCode and the rate of a payment. */
    taxobjectcode: ZTaxObjectCode,
    /** The e-Faktur transaction code of a VAT (TAX.md): 04 for DPP Nilai Lain, 01 normal; empty for a withholding tax. */
    trxcode: ZTrxCode,
    salesglid: ZRefId,
    purchaseglid: ZRefId,
    taxdescription: ZText(200),
  })
  .superRefine((v, ctx) => {
    if (v.taxobjectcode !== null && v.kind !== 'withholding') ctx.addIssue({ code: 'custom', path: ['taxobjectcode'], message: 'V_TAX_OBJECT_CODE_KIND' });
    if (v.trxcode !== '' && v.kind !== 'vat') ctx.addIssue({ code: 'custom', path: ['trxcode'], message: 'V_TAX_TRX_CODE_KIND' });
  });
export const ZTermPaymentForm = z.strictObject({
  ...READ_ONLY_FIELDS,
  termid: id,
  termname: ZName(60),
  netdays: z.number().int().min(0).max(3650).default(0),
  cod: ZFlag,
  discpc: ZPercent,
  discdays: z.number().int().min(0).max(3650).default(0),
});
export const ZShipmentForm = z.strictObject({ ...READ_ONLY_FIELDS, shipid: id, name: ZName(60) });
export const ZBranchForm = z.strictObject({ ...READ_ONLY_FIELDS, branchid: id, branchname: ZName(60), addressline1: ZText(100), addressline2: ZText(100) });
export const ZWarehouseForm = z.strictObject({
  ...READ_ONLY_FIELDS,
  whid: id,
  /** Left out or empty, the server assigns one (the spec's warehouse has no number). */
  whno: ZText(20),
  name: ZName(60),
  address1: ZText(100),
  address2: ZText(100),
  address3: ZText(100),
  pic: ZText(60),
  description: ZText(500),
  suspended: ZFlag,
});
/** A unit names its Coretax unit code (e-Faktur `Unit`). */
export const ZUnitForm = z.strictObject({ ...READ_ONLY_FIELDS, unitid: id, unitname: ZName(20), efakturunit: ZEfakturUnit });

const ITEM_ACCOUNT_FIELDS = {
  inventoryglaccnt: ZRefId,
  salesglaccnt: ZRefId,
  salesretglaccnt: ZRefId,
  purchaseretglaccnt: ZRefId,
  cogsglaccnt: ZRefId,
  unbilledglaccnt: ZRefId,
  goodsintransglaccnt: ZRefId,
};
export const ITEM_ACCOUNT_KEYS = Object.keys(ITEM_ACCOUNT_FIELDS) as (keyof typeof ITEM_ACCOUNT_FIELDS)[];

export const ZItemCategoryForm = z.strictObject({ ...READ_ONLY_FIELDS, categoryid: id, name: ZName(60), ...ITEM_ACCOUNT_FIELDS });

export const ZGlAccountForm = z.strictObject({
  ...READ_ONLY_FIELDS,
  glid: id,
  glaccount: z.string().trim().min(1, { message: 'V_ACCOUNT_NO_TYPE' }).max(30),
  accountname: ZName(100),
  accountname2: ZText(100),
  accounttype: z.number({ error: 'V_ACCOUNT_NO_TYPE' }).int().min(1).max(16),
  currencyid: ZRefId,
  memo: ZText(500),
  parentaccount: ZRefId,
  /** Returned by read; derived from parentaccount on save. */
  subaccount: z.unknown().optional(),
  isalloctoprod: ZFlag,
  suspended: ZFlag,
  ...ACCESS_LIMIT_FIELDS,
});

/**
 * Customers (persontype 0) and vendors (persontype 1), spec 002 §3.2. A customer's NPWP (`tax1exemptionno`), NIK,
 * buyer ID type and place of business (IDTKU) are its e-Faktur buyer identity, checked by core
 * `customerTaxIdentityProblems`; an empty IDTKU is the head office of its NPWP/NIK.
 */
export const ZPersonForm = z.strictObject({
  ...READ_ONLY_FIELDS,
  personid: id,
  persontype: z.union([z.literal(0), z.literal(1)]),
  personno: ZName(30),
  name: ZName(100),
  addressline1: ZText(100),
  addressline2: ZText(100),
  city: ZText(60),
  stateprov: ZText(60),
  zipcode: ZText(10),
  country: ZText(60).default('Indonesia'),
  phone: ZText(30),
  fax: ZText(30),
  email: ZText(254),
  webpage: ZText(200),
  contact: ZText(100),
  nik: ZText(20),
  notes: ZText(2000),
  personmessage: ZText(500),
  creditlimit: ZMoney,
  creditlimitday: z.number().int().min(0).max(3650).default(0),
  currencyid: ZRefId,
  customertypeid: ZRefId,
  salesmanid: ZRefId,
  pricelevel: z.number().int().min(1).max(5).default(1),
  termsid: ZRefId,
  tax1id: ZRefId,
  tax2id: ZRefId,
  tax1exemptionno: ZText(30),
  tax2exemptionno: ZText(30),
  taxaddress1: ZText(100),
  taxaddress2: ZText(100),
  buyerdocument: ZBuyerDocument,
  buyerdocumentnumber: ZText(30),
  idtku: ZText(30),
  defaultdisc: ZMoney,
  defaultinvdescription: ZText(200),
  barcodecust: ZText(60),
  billtono: ZText(30),
  billtoonly: ZFlag,
  allowbackorders: ZFlag,
  printstatement: z.boolean().default(true),
  suspended: ZFlag,
  statid: ZRefId,
  activefrom: ZOptionalDate,
  ...LINK_FIELDS,
  ...ACCESS_LIMIT_FIELDS,
}).superRefine((v, ctx) => {
  if (v.persontype === 0) refineCustomerTaxIdentity(v, ctx);
});
export type TPersonForm = z.infer<typeof ZPersonForm>;

export const ITEM_PRICE_LEVELS = 5;
type PriceLevel = '' | '2' | '3' | '4' | '5';
type UnitLevel = '' | '_l2' | '_l3';
/** The spec's sell price fields (002 §3.1): unitprice, unitprice2…unitprice5 for unit 1, the same with _l2 and _l3 for units 2 and 3. */
export type ItemPriceField = `unitprice${PriceLevel}${UnitLevel}`;

/** The field of price level 1–5 of unit 1–3. */
export function itemPriceField(unit: number, level: number): ItemPriceField {
  return `unitprice${level > 1 ? level : ''}${unit > 1 ? `_l${unit}` : ''}` as ItemPriceField;
}

/** Unit by unit, level by level: unitprice … unitprice5, unitprice_l2 … unitprice5_l2, unitprice_l3 … unitprice5_l3. */
export const ITEM_PRICE_FIELDS: readonly ItemPriceField[] = [1, 2, 3].flatMap((unit) => Array.from({ length: ITEM_PRICE_LEVELS }, (_, i) => itemPriceField(unit, i + 1)));
const ITEM_PRICES = Object.fromEntries(ITEM_PRICE_FIELDS.map((field) => [field, ZMoney])) as Record<ItemPriceField, typeof ZMoney>;

/**
 * What an item's fields were before the last price adjustment (spec 002 §3.1 "oldprice1 and so on"): answered by
 * read, accepted back and ignored; only a price adjustment writes them.
 */
export const ITEM_OLD_PRICE_KEYS = [
  ...['', '_l2', '_l3'].flatMap((unit) => [1, 2, 3, 4, 5].map((level) => `oldprice${level}${unit}`)),
  ...['itemdiscpc', 'minsellprice', 'maxsellprice', 'minpurcprice', 'maxpurcprice'].map((field) => `old${field}`),
];
const ITEM_OLD_PRICES = Object.fromEntries(ITEM_OLD_PRICE_KEYS.map((key) => [key, z.unknown().optional()]));

export const ZItemForm = z
  .strictObject({
    ...ITEM_OLD_PRICES,
    ...READ_ONLY_FIELDS,
    itemid: id,
    itemno: ZName(30),
    itemdescription: ZName(200),
    itemdescription2: ZText(200),
    /** 0 inventory, 1 non-inventory, 2 service. */
    itemtype: z.number().int().min(0).max(2).default(0),
    itemupc: ZText(60),
    itemplu: ZText(60),
    categoryid: ZRefId,
    deptid: ZRefId,
    projectid: ZRefId,
    defwhs: ZRefId,
    unit1: ZName(20),
    unit2: ZText(20),
    unit3: ZText(20),
    ratio2: ZDecimalString.default('0'),
    ratio3: ZDecimalString.default('0'),
    ...ITEM_PRICES,
    minsellprice: ZMoney,
    maxsellprice: ZMoney,
    minpurcprice: ZMoney,
    maxpurcprice: ZMoney,
    stdsellprice: ZMoney,
    itemdiscpc: ZMoney,
    salesdiscount: ZMoney,
    taxcodes: ZText(60),
    /** The PPh tax object code of a purchased service (non-inventory and service items only). */
    taxobjectcode: ZTaxObjectCode,
    /** e-Faktur `Opt` (A goods, B services; empty: by the item type) and goods/services `Code` (empty: 000000). */
    efakturopt: ZEfakturOpt,
    efakturcode: ZEfakturCode,
    cost: ZMoney,
    /** Empty: the company's costing method (preference `reserved3`, API.md §7.7). */
    costmethod: z.enum(['', 'FIFO', 'AVG']).default(''),
    minimumqty: ZMoney,
    preferedvendor: ZRefId,
    parentitem: ZRefId,
    iamparent: ZFlag,
    suspended: ZFlag,
    usesn: ZFlag,
    forcesn: ZFlag,
    useexp: ZFlag,
    sntype: z.number().int().min(0).max(1).default(0),
    ...ITEM_ACCOUNT_FIELDS,
    ...LINK_FIELDS,
    ...ACCESS_LIMIT_FIELDS,
    /** Per-customer and per-vendor prices. */
    details: z.array(z.strictObject({ personid: z.number().int().positive(), persontype: z.union([z.literal(0), z.literal(1)]), price1: ZDecimalString })).max(1000).default([]),
  })
  .superRefine((v, ctx) => {
    // A second or third unit needs its ratio to the first (units per unit1), and no unit may repeat.
    for (const [unit, ratio, path] of [[v.unit2, v.ratio2, 'ratio2'], [v.unit3, v.ratio3, 'ratio3']] as const) {
      if (unit && signOf(ratio) <= 0) ctx.addIssue({ code: 'custom', path: [path], message: 'V_UNIT_RATIO' });
    }
    const units = [v.unit1, v.unit2, v.unit3].filter(Boolean).map((u) => u.toUpperCase());
    if (new Set(units).size !== units.length) ctx.addIssue({ code: 'custom', path: ['unit2'], message: 'V_SAME_UNIT' });
    if (signOf(v.maxsellprice) > 0 && compareAmounts(v.minsellprice, v.maxsellprice) > 0) ctx.addIssue({ code: 'custom', path: ['minsellprice'], message: 'V_MIN_MAX' });
    if (signOf(v.maxpurcprice) > 0 && compareAmounts(v.minpurcprice, v.maxpurcprice) > 0) ctx.addIssue({ code: 'custom', path: ['minpurcprice'], message: 'V_MIN_MAX' });
    if (v.taxobjectcode !== null && v.itemtype === 0) ctx.addIssue({ code: 'custom', path: ['taxobjectcode'], message: 'V_TAX_OBJECT_CODE_ITEM' });
  });
export type TItemForm = z.infer<typeof ZItemForm>;
