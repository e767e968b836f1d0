import { postPurchasePayment, PURCHASE_PAYMENT, type DocumentDecl, type Lang, type MessageKey, type PostingLine, type TPurchasePayment } from '@lontar/core';
import type { Tx } from '../../platform/tx.ts';
import { preparePayment, type Body, type PaymentInput, type PreparedPayment } from './payment-prepare.ts';
import type { InvoiceForm } from './payment.repo.ts';
import type { TradeSettings } from './trade-context.repo.ts';

/**
 * One side of settling invoices (API.md §7.8 Payments): the purchase payment pays a vendor's purchase invoices, the
 * sales receipt a customer's sales invoices. payment-kind.ts, payment-prepare.ts and payment-invoices.* serve both
 * from this declaration: the field names, the invoice form, the tax account withheld to, the messages, and the
 * side's own preparation (a receipt's Tukar Faktur and customer credit) and posting.
 */
export interface PaymentSide {
  decl: DocumentDecl;
  /** The party field and the name a read answers beside it. */
  party: 'vendorid' | 'customerid';
  partyName: 'vendorname' | 'customername';
  /** The invoices paid, the returns that give value back on them, and the id field a line names them by. */
  invoiceForm: InvoiceForm;
  returnForm: 'purchase-return' | 'sales-return';
  invoiceId: 'apinvoiceid' | 'arinvoiceid';
  /** The bank or cash account field (a glid, API.md §7.8 Account fields). */
  bank: 'bankaccnt' | 'bankaccount';
  /** The party's account in the default accounts (`pdefAccnt` lists). */
  partyAccount: 'payable' | 'receivable';
  /** Where the PPh 23 withheld goes: the tax's purchase account (payable) or its sales account (prepaid). */
  taxAccount: 'purchaseglid' | 'salesglid';
  taxAccountMissing: MessageKey;
  /** An invoice of another party. */
  notOfParty: MessageKey;
  /** Whether the PPh 23 rate follows the party's NPWP (a vendor without one: 4 %, withholding-rate.ts). */
  partyRates: boolean;
  /** The body as the shared preparation reads it. */
  input(body: Body): PaymentInput;
  /** The side's preparation: the shared checks and lines, and what the side adds (header fields, totals, posting). */
  prepare(tx: Tx, tenantId: number, body: Body, ctx: SideContext): Promise<SidePrepared>;
  /** The journal of a prepared payment. */
  post(prepared: SidePrepared, description: string): PostingLine[];
  /** What a read answers of the header's side fields (after the shared ones). */
  present?(tx: Tx, tenantId: number, header: Body): Promise<Body>;
  /** After a save or delete: refusals that depend on later documents, statuses of what it touched. */
  afterSave?(tx: Tx, tenantId: number, header: Body | null, before: Body | null, invoiceids: readonly number[]): Promise<void>;
}

export interface SideContext {
  settings: TradeSettings;
  lang: Lang;
  self?: number;
  alsoLock?: readonly number[];
}

/** A prepared payment with what the side adds: a receipt's customer credit made or used (core `postSalesPayment`). */
export type SidePrepared = PreparedPayment & { credit?: { glid: number; overpay?: string | null; applyfromcredit?: string | null; usedbase?: string } | null };

const PURCHASE_FIELDS = {
  decl: PURCHASE_PAYMENT,
  party: 'vendorid',
  partyName: 'vendorname',
  invoiceForm: 'purchase-invoice',
  returnForm: 'purchase-return',
  invoiceId: 'apinvoiceid',
  bank: 'bankaccnt',
  partyAccount: 'payable',
  taxAccount: 'purchaseglid',
  taxAccountMissing: 'TAX_ACCOUNT_MISSING',
  notOfParty: 'INVOICE_NOT_OF_VENDOR',
  partyRates: true,
} as const satisfies Partial<PaymentSide>;

/** The purchase payment (AP CHQ): the shared preparation and `postPurchasePayment`. */
export const PURCHASE_SIDE: PaymentSide = {
  ...PURCHASE_FIELDS,
  input(body) {
    const doc = body as TPurchasePayment;
    const { vendorid, bankaccnt, details, ...rest } = doc;
    return { ...rest, partyid: vendorid, bankglid: bankaccnt, details: details.map(({ apinvoiceid, ...l }) => ({ ...l, invoiceid: apinvoiceid })) };
  },
  prepare(tx, tenantId, body, ctx) {
    const accounts = { party: ctx.settings.accounts.payable, realisedprofit: ctx.settings.accounts.realisedprofit };
    return preparePayment(tx, tenantId, PURCHASE_FIELDS, PURCHASE_SIDE.input(body), { accounts, lang: ctx.lang, self: ctx.self, alsoLock: ctx.alsoLock });
  },
  post(prepared, description) {
    const { partyglid, ...posting } = prepared.posting;
    return postPurchasePayment({ ...posting, payableglid: partyglid, description });
  },
};
