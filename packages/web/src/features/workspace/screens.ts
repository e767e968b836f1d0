import type { Rights } from '@lontar/core';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ItemLabel } from './menu-tree.ts';
import { APPROVAL_QUEUE_SCREENS } from '../approvals/queue/approvals-queue-screens.ts';
import { APPROVAL_ADMIN_SCREENS } from '../approvals/admin/approval-admin-screens.ts';
import { ASSET_SCREENS } from '../assets/assets-screens.ts';
import { INVENTORY_SCREENS } from '../inventory/inventory-screens.ts';
import { LEDGER_SCREENS } from '../ledger/ledger-screens.ts';
import { PAYABLES_SCREENS } from '../payables/payables-screens.ts';
import { RECEIVABLES_SCREENS } from '../receivables/receivables-screens.ts';
import { PAYMENT_SCREENS } from '../payments/payments-screens.ts';
import { PURCHASING_SCREENS } from '../purchasing/purchasing-screens.ts';
import { MEMORIZED_SCREENS } from '../memorized/memorized-screens.ts';
import { RECURRING_SCREENS } from '../recurring/recurring-screens.ts';
import { REPORT_SCREENS } from '../reports/report-screens.ts';
import { SALES_SCREENS } from '../sales/sales-screens.ts';
import { WITHHOLDING_SCREENS } from '../withholding/withholding-screens.ts';

/** What every workspace screen that is not a master form receives. */
export interface ScreenProps {
  tenantId: number;
  /** Rights of the screen's `rights` key (privileges list). */
  rights: Rights;
}

/** A workspace tab that is not a master form: a transaction document, a report, a tool. Loaded on first open. */
export interface ScreenDef {
  /** The menu entry key that opens it (menu-tree.ts). */
  key: string;
  /** The rights screen (SCREENS of @lontar/core) checked for it. */
  rights: string;
  component: LazyExoticComponent<ComponentType<ScreenProps>>;
  /** The tab's label when the menu entry's would not tell it apart (an import, beside the list it imports into). */
  tabLabel?: ItemLabel;
}

/** Every non-master screen built so far, by its menu key. */
export const SCREENS: Record<string, ScreenDef> = Object.fromEntries([...LEDGER_SCREENS, ...REPORT_SCREENS, ...INVENTORY_SCREENS, ...PURCHASING_SCREENS, ...SALES_SCREENS, ...PAYMENT_SCREENS, ...PAYABLES_SCREENS, ...RECEIVABLES_SCREENS, ...WITHHOLDING_SCREENS, ...RECURRING_SCREENS, ...MEMORIZED_SCREENS, ...ASSET_SCREENS, ...APPROVAL_ADMIN_SCREENS, ...APPROVAL_QUEUE_SCREENS].map((s) => [s.key, s]));
