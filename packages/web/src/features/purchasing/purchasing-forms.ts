import { ZPurchaseOrder, ZRequisition } from '@lontar/core';
import type { RecordSchema } from '../../ui/document/field-errors.ts';

/**
 * A purchasing document as the web declares it (core's PURCHASE_DOCUMENTS give the API side): one screen, list
 * and line grid serve both forms; a requisition has no vendor, prices are optional and it carries no taxes.
 */
export interface PurchaseFormDef {
  /** Menu entry key (menu-tree.ts) and the menu:items title. */
  key: 'requisition' | 'purchaseOrder';
  /** API form name (`/master/{form}`). */
  form: 'requisition' | 'purchase-order';
  idField: 'reqid' | 'poid';
  numberField: 'reqno' | 'pono';
  dateField: 'reqdate' | 'podate';
  /** Vendor, currency, taxes, discounts and totals: the order's; a requisition only lists what is needed. */
  priced: boolean;
  schema: RecordSchema;
}

export const PURCHASE_FORM_DEFS: Record<PurchaseFormDef['key'], PurchaseFormDef> = {
  requisition: { key: 'requisition', form: 'requisition', idField: 'reqid', numberField: 'reqno', dateField: 'reqdate', priced: false, schema: ZRequisition },
  purchaseOrder: { key: 'purchaseOrder', form: 'purchase-order', idField: 'poid', numberField: 'pono', dateField: 'podate', priced: true, schema: ZPurchaseOrder },
};
