import { JOURNAL_KINDS } from '../ledger/gl-document.kind.ts';
import type { AnyKind } from './document-kind.ts';
import { GOODS_FORMS } from './goods-forms.ts';
import { goodsKind } from './goods-kind.ts';
import { paymentKind } from './payment-kind.ts';
import { PURCHASE_SIDE } from './payment-side.ts';
import { salesConsolidatedKind } from './sales-consolidated-kind.ts';
import { SALES_SIDE } from './sales-payment-side.ts';
import { TRADE_FORMS } from './trade-forms.ts';
import { tradeKind } from './trade-kind.ts';

/** Every declared transaction document, each with its kind: the generic routes (document.routes.ts) serve these. */
export const DOCUMENT_KINDS: readonly AnyKind[] = [...Object.values(JOURNAL_KINDS), ...GOODS_FORMS.map((form) => goodsKind(form as never)), ...TRADE_FORMS.map(tradeKind), paymentKind(PURCHASE_SIDE), paymentKind(SALES_SIDE), salesConsolidatedKind()];

const BY_FORM = new Map(DOCUMENT_KINDS.map((kind) => [kind.decl.form, kind]));

/** The kind of a declared form (a programming error if it is not declared). */
export function kindOf(form: string): AnyKind {
  const kind = BY_FORM.get(form);
  if (!kind) throw new Error(`${form}: not a declared document`);
  return kind;
}
