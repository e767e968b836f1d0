import type { workspaceId } from '../../app/i18n/locales/workspace.id.ts';

export type ItemLabel = keyof typeof workspaceId.menu.items;
export type GroupLabel = keyof typeof workspaceId.menu.groups;
export type ModuleName = keyof typeof workspaceId.menu.modules;

/** What an entry does when it is not a form: handled by the workspace itself. */
export type MenuAction = 'closeCompany' | 'companyInfo' | 'initialSetup' | 'users' | 'logout' | 'preferences';

export interface MenuEntry {
  kind: 'entry';
  /** Unique; a form's entry key is also its tab key and its master config key. */
  key: string;
  label: ItemLabel;
  /** The rights screen (SCREENS of @lontar/core): without its `akses` the entry is left out. */
  screen?: string;
  /** Shown but not usable (spec 002 §2.8). */
  disabled?: boolean;
  action?: MenuAction;
}

export interface MenuModule {
  kind: 'module';
  key: ModuleName;
  children: MenuEntry[];
  disabled?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  key: GroupLabel;
  children: (MenuEntry | MenuModule)[];
}

const entry = (key: string, label: ItemLabel, extra: Partial<Omit<MenuEntry, 'kind' | 'key' | 'label'>> = {}): MenuEntry => ({ kind: 'entry', key, label, ...extra });
/** An entry whose key and label are the same. */
const e = (label: ItemLabel, extra: Partial<Omit<MenuEntry, 'kind' | 'key' | 'label'>> = {}) => entry(label, label, extra);
const off = { disabled: true } as const;
const module = (key: ModuleName, children: MenuEntry[], extra: { disabled?: boolean } = {}): MenuModule => ({ kind: 'module', key, children, ...extra });
/** An import entry reuses the document's name. */
const imp = (label: ItemLabel, extra: Partial<MenuEntry> = {}) => entry(`import-${label}`, label, extra);

const MODULES: Record<'sales' | 'purchasing' | 'ledger' | 'inventory' | 'assets' | 'manufacturing', MenuModule> = {
  sales: module('sales', [
    e('quotation', { screen: 'quotation' }),
    e('salesOrder', { screen: 'sales-order' }),
    e('proformaInvoice', { screen: 'proforma-invoice' }),
    e('deliveryOrder', { screen: 'delivery-order' }),
    e('salesInvoice', { screen: 'sales-invoice' }),
    e('temporaryInvoice', { screen: 'sales-invoice' }),
    e('salesConsolidated', { screen: 'sales-consolidated' }),
    e('salesPayment', { screen: 'sales-payment' }),
    e('salesReturn', { screen: 'sales-return' }),
    e('downPayment', { screen: 'down-payment' }),
    e('customerHistory', { screen: 'sales-invoice' }),
  ]),
  purchasing: module('purchasing', [
    e('requisition', { screen: 'requisition' }),
    e('purchaseOrder', { screen: 'purchase-order' }),
    e('goodsReceipt', { screen: 'goods-receipt' }),
    e('purchaseInvoice', { screen: 'purchase-invoice' }),
    e('purchasePayment', { screen: 'purchase-payment' }),
    e('purchaseReturn', { screen: 'purchase-return' }),
    e('vendorHistory', { screen: 'purchase-invoice' }),
  ]),
  ledger: module('ledger', [
    e('glaccount', { screen: 'glaccount' }),
    e('accountType', { screen: 'glaccount' }),
    e('subAccount', { screen: 'glaccount' }),
    e('journalVoucher', { screen: 'journal-voucher' }),
    e('otherPayment', { screen: 'other-payment' }),
    e('otherReceipt', { screen: 'other-receipt' }),
    e('accountBalance', { screen: 'glaccount' }),
    e('accountHistory', { screen: 'reports' }),
    e('budget', { screen: 'budget' }),
    e('bankBook', { screen: 'bank-book' }),
    e('reconciliation', { screen: 'reconciliation' }),
    e('recurring', { screen: 'recurring' }),
    e('memorized'),
    e('personHistory'),
    e('audit'),
    e('periodEnd', { screen: 'period-end' }),
    e('transactionCopy'),
  ]),
  inventory: module('inventory', [
    e('unit', { screen: 'unit' }),
    e('item', { screen: 'item' }),
    e('itemCategory', { screen: 'item-category' }),
    e('salesPrice', { screen: 'item' }),
    e('warehouse', { screen: 'warehouse' }),
    e('openingStock', { screen: 'item' }),
    e('itemPerWarehouse', { screen: 'item' }),
    e('itemHistory', { screen: 'inventory-history' }),
    e('itemAdjustment', { screen: 'item-adjustment' }),
    e('jobCost', { screen: 'job-cost' }),
    e('itemTransfer', { screen: 'item-transfer' }),
    e('itemGrouping', { screen: 'item-grouping' }),
    e('serialNumber', { screen: 'item' }),
    e('itemSearch', { screen: 'item' }),
    e('productStatus', { screen: 'item' }),
  ]),
  assets: module('assets', [e('fixedAsset', { screen: 'fixed-asset' }), e('fixedAssetType', { screen: 'fa-type' }), e('fiscalAssetType', { screen: 'fa-fiscal-type' })]),
  manufacturing: module('manufacturing', [
    e('productionManager', { screen: 'work-order' }),
    e('productionCost', { screen: 'work-order' }),
    e('bomCategory', { screen: 'bom' }),
    e('productionCostStandard', { screen: 'bom' }),
    e('itemPriceStandard', { screen: 'bom' }),
    e('bom', { screen: 'bom' }),
    e('workOrder', { screen: 'work-order' }),
    e('materialRelease', { screen: 'material-release' }),
    e('productResult', { screen: 'product-result' }),
    e('productionPeriodEnd', { screen: 'product-result' }),
  ]),
};

/** The whole menu of spec 002 §2.1–2.8: Menu, Master Data, Main Modules, Import Transactions, Reports, Tools, System. */
export const MENU: MenuGroup[] = [
  {
    kind: 'group',
    key: 'menu',
    children: [
      e('closeCompany', { action: 'closeCompany' }),
      e('companyInfo', { action: 'companyInfo', screen: 'company' }),
      e('initialSetup', { action: 'initialSetup', screen: 'preferences' }),
      e('createDatabase', off),
      e('openDatabase', off),
      e('aliasDatabase', off),
      e('consolidation', off),
      e('cancelConsolidation', off),
      e('users', { action: 'users' }),
      e('closeBooks', off),
      e('createBranchData', off),
      e('chat'),
      e('logout', { action: 'logout' }),
    ],
  },
  {
    kind: 'group',
    key: 'master',
    children: [
      e('currency', { screen: 'currency' }),
      e('customerStatus', { screen: 'customer-status' }),
      e('customerType', { screen: 'customer-type' }),
      e('customer', { screen: 'customer' }),
      e('vendor', { screen: 'vendor' }),
      e('salesman', { screen: 'salesman' }),
      e('commission', off),
      e('department', { screen: 'department' }),
      e('project', { screen: 'project' }),
      e('tax', { screen: 'tax' }),
      e('termPayment', { screen: 'term-payment' }),
      e('shipment', { screen: 'shipment' }),
      e('branch', { screen: 'branch' }),
    ],
  },
  {
    kind: 'group',
    key: 'modules',
    children: [
      MODULES.sales,
      MODULES.purchasing,
      MODULES.ledger,
      MODULES.inventory,
      MODULES.assets,
      MODULES.manufacturing,
      module('approvals', [e('approvalNotes'), e('approvalAuthorization', { screen: 'approval-authorization' })]),
      module('distributor', [
        e('emailDesign'),
        e('whatsappTemplate', off),
        e('cntStatus'),
        e('invitation'),
        e('activityType'),
        e('salesSchedule'),
        e('salesmanActivity'),
        e('calendarSchedule', off),
      ]),
      module('pos', [], off),
    ],
  },
  {
    kind: 'group',
    key: 'import',
    children: [
      imp('requisition', { screen: 'requisition' }),
      imp('purchaseOrder', { screen: 'purchase-order' }),
      imp('goodsReceipt', { screen: 'goods-receipt' }),
      imp('purchaseInvoice', { screen: 'purchase-invoice' }),
      imp('salesOrder', { screen: 'sales-order' }),
      imp('deliveryOrder', { screen: 'delivery-order' }),
      imp('salesInvoice', { screen: 'sales-invoice' }),
      imp('journalVoucher', { screen: 'journal-voucher' }),
      imp('fixedAsset', { screen: 'fixed-asset' }),
      imp('purchasePayment', off),
      imp('salesPayment', off),
      imp('materialRelease', off),
      imp('itemTransfer', off),
      imp('itemAdjustment', off),
      imp('powerCash', off),
    ],
  },
  {
    kind: 'group',
    key: 'reports',
    children: [
      e('allReports', { screen: 'reports' }),
      e('reportPurchasing', { screen: 'reports' }),
      e('apAging', { screen: 'reports' }),
      e('vendorStatement', { screen: 'reports' }),
      e('reportSales', { screen: 'reports' }),
      e('arAging', { screen: 'reports' }),
      e('customerStatement', { screen: 'reports' }),
      e('reportLedger', { screen: 'reports' }),
      e('reportInventory', { screen: 'reports' }),
      e('reportTax', { screen: 'reports' }),
      e('reportAssets', { screen: 'reports' }),
      e('reportManufacturing', { screen: 'reports' }),
      e('reportEditor', { screen: 'reports' }),
      e('formDesigner', { screen: 'reports' }),
      e('reportDesigner', { screen: 'reports' }),
    ],
  },
  {
    kind: 'group',
    key: 'tools',
    children: [
      e('preferences', { action: 'preferences', screen: 'preferences' }),
      e('plugins'),
      e('quickGlance'),
      e('guide'),
      e('updateHistory'),
      e('activation'),
      e('videoTutorial'),
      e('repairData'),
      e('cogsThread'),
      e('billing'),
      e('backup', off),
      e('systemUpdate', off),
      e('quickSupport', off),
      e('bugReport', off),
    ],
  },
  {
    kind: 'group',
    key: 'system',
    children: [e('userAccess', { action: 'users', screen: 'user-permissions' }), e('changePassword', off)],
  },
];

/** The modern home's tiles, in the spec's order, each with its fixed colour (spec 002 §2.1). */
export const HOME_TILES: readonly { key: ModuleName; color: string; module?: MenuModule }[] = [
  { key: 'manufacturing', color: '#8d5a2b', module: MODULES.manufacturing },
  { key: 'purchasing', color: '#e07b12', module: MODULES.purchasing },
  { key: 'assets', color: '#7b4bc4', module: MODULES.assets },
  { key: 'home', color: '#1f8a4c' },
  { key: 'sales', color: '#1d6fd6', module: MODULES.sales },
  { key: 'inventory', color: '#0e9384', module: MODULES.inventory },
  { key: 'ledger', color: '#c23a2b', module: MODULES.ledger },
];

/** A tile's name (i18n key): the Home tile stands for the master data and says so, not 'Home' (issue 10). */
export function tileLabel(key: ModuleName): 'menu:groups.master' | `menu:modules.${ModuleName}` {
  return key === 'home' ? 'menu:groups.master' : `menu:modules.${key}`;
}
