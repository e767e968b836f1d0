import type { TradeReportKind } from './payables-api.ts';
import { HISTORY_FORMS, SALES_HISTORY_FORMS, type HistoryForm, type HistoryForms } from './vendor-history.ts';

/**
 * What the payables and receivables screens differ in (server `payables/trade-side.ts`): the side's reports, party
 * field and lookup, invoice form, menu entries and captions. One screen is written over a side.
 */
export interface TradeSideView {
  key: 'purchase' | 'sales';
  /** The aging report (`ap-aging`, `ar-aging`) and the statement report. */
  aging: 'ap-aging' | 'ar-aging';
  statement: 'vendor-statement' | 'customer-statement';
  /** The query and answer field naming the party. */
  party: 'vendorid' | 'customerid';
  /** The answer's prefix of the party's number and name (`vendorno`, `customername`). */
  prefix: 'vendor' | 'customer';
  /** The answer's field of the side's accounts' balance. */
  balance: 'payablebalance' | 'receivablebalance';
  lookup: 'vendor' | 'customer';
  invoice: 'purchase-invoice' | 'sales-invoice';
  agingMenu: 'apAging' | 'arAging';
  statementMenu: 'vendorStatement' | 'customerStatement';
  /** The side's "Laporan" screen: its menu entry and its reports, one tab each. */
  reportsMenu: 'reportPurchasing' | 'reportSales';
  reports: readonly TradeReportKind[];
  /** The party's history ("Riwayat Pemasok", "Riwayat Pelanggan"): its menu entry, the forms it lists, the first shown. */
  historyMenu: 'vendorHistory' | 'customerHistory';
  historyForms: HistoryForms;
  historyFirst: HistoryForm;
  /** Caption keys of the `payables` namespace. */
  words: {
    aging: 'apAging' | 'arAging';
    statement: 'vendorStatement' | 'customerStatement';
    party: 'vendor' | 'customer';
    partyOptional: 'vendorOptional' | 'customerOptional';
    balance: 'payableBalance' | 'receivableBalance';
    noOpen: 'noOpenInvoices' | 'noOpenReceivables';
    choose: 'chooseVendor' | 'chooseCustomer';
    agingFile: 'files.apAging' | 'files.arAging';
    statementFile: 'files.vendorStatement' | 'files.customerStatement';
    /** The history's balance (owed to the vendor, owed by the customer) and its empty state. */
    owed: 'owedToVendor' | 'owedByCustomer';
    /** What an invoice still owes (sisa hutang, sisa piutang). */
    owing: 'owing' | 'owingReceivable';
    chooseHistory: 'chooseVendorHistory' | 'chooseCustomerHistory';
  };
}

export const PURCHASE_VIEW: TradeSideView = {
  key: 'purchase',
  aging: 'ap-aging',
  statement: 'vendor-statement',
  party: 'vendorid',
  prefix: 'vendor',
  balance: 'payablebalance',
  lookup: 'vendor',
  invoice: 'purchase-invoice',
  agingMenu: 'apAging',
  statementMenu: 'vendorStatement',
  reportsMenu: 'reportPurchasing',
  reports: ['byVendor', 'byItem', 'openOrders', 'grni'],
  historyMenu: 'vendorHistory',
  historyForms: HISTORY_FORMS,
  historyFirst: 'purchase-invoice',
  words: {
    aging: 'apAging',
    statement: 'vendorStatement',
    party: 'vendor',
    partyOptional: 'vendorOptional',
    balance: 'payableBalance',
    noOpen: 'noOpenInvoices',
    choose: 'chooseVendor',
    agingFile: 'files.apAging',
    statementFile: 'files.vendorStatement',
    owed: 'owedToVendor',
    owing: 'owing',
    chooseHistory: 'chooseVendorHistory',
  },
};

export const SALES_VIEW: TradeSideView = {
  key: 'sales',
  aging: 'ar-aging',
  statement: 'customer-statement',
  party: 'customerid',
  prefix: 'customer',
  balance: 'receivablebalance',
  lookup: 'customer',
  invoice: 'sales-invoice',
  agingMenu: 'arAging',
  statementMenu: 'customerStatement',
  reportsMenu: 'reportSales',
  reports: ['byCustomer', 'bySalesman', 'salesByItem', 'openSalesOrders', 'deliveredNotInvoiced'],
  historyMenu: 'customerHistory',
  historyForms: SALES_HISTORY_FORMS,
  historyFirst: 'sales-invoice',
  words: {
    aging: 'arAging',
    statement: 'customerStatement',
    party: 'customer',
    partyOptional: 'customerOptional',
    balance: 'receivableBalance',
    noOpen: 'noOpenReceivables',
    choose: 'chooseCustomer',
    agingFile: 'files.arAging',
    statementFile: 'files.customerStatement',
    owed: 'owedByCustomer',
    owing: 'owingReceivable',
    chooseHistory: 'chooseCustomerHistory',
  },
};
