import { INVENTORY_DOCUMENTS, JOURNAL_DOCUMENTS, PURCHASE_DOCUMENTS, SALES_CONSOLIDATED, SALES_DOCUMENTS, SALES_PAYMENT } from '@lontar/core';
import { menuKeyOf } from '../../memorized/memorized-forms.ts';

/**
 * The transaction forms approvals apply to (the server's declared documents), in the menu's order: purchasing,
 * sales, ledger, inventory. Each is captioned by its menu entry (`menu:items.<key>`).
 */
export const APPROVAL_FORMS: readonly string[] = [...PURCHASE_DOCUMENTS, ...SALES_DOCUMENTS, SALES_PAYMENT, SALES_CONSOLIDATED, ...JOURNAL_DOCUMENTS, ...INVENTORY_DOCUMENTS].map(
  (declaration) => declaration.form,
);

/** The menu label key of a form's screen (menu:items.purchaseOrder for purchase-order). */
export const formLabelKey = (form: string) => `menu:items.${menuKeyOf(form)}` as const;
