import { INVENTORY_DOCUMENTS, PURCHASE_PAYMENT, translate, type DocumentDecl, type Lang } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError, accessDenied } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { kindOf } from '../documents/document-registry.ts';
import { TRADE_FORMS } from '../documents/trade-forms.ts';
import { documentLines, findDocument } from '../documents/trans-document.repo.ts';
import { goodsPrintRows } from './goods-print-rows.ts';
import { GOODS_TITLES } from './print-labels.ts';
import { GOODS_TEMPLATES } from './print-template.ts';
import { render, requirePreview, type PrintedPdf } from './print.service.ts';

/** Documents printed from their read (the kind's `present`): the trade documents and the purchase payment. */
const READ_PRINTED: readonly DocumentDecl[] = [...TRADE_FORMS.map((f) => f.decl), PURCHASE_PAYMENT];
const PRINTED: readonly DocumentDecl[] = [...INVENTORY_DOCUMENTS, ...READ_PRINTED];
const TRADE = new Set(READ_PRINTED.map((d) => d.form));

/** The documents that print: item adjustment, item transfer, opening stock and the purchasing documents (core's declarations). */
export const GOODS_PRINT_FORMS: readonly string[] = PRINTED.map((d) => d.form);

/** A purchasing document's print rows: the document as its read answers it (vendor, totals, lines with price and amount). */
async function tradePrintRows(tx: Tx, call: TenantCall, form: string, id: number) {
  const kind = kindOf(form);
  const row = await kind.find(tx, call.tenantId, id);
  const doc = await kind.present(tx, call.tenantId, row!);
  return { record: doc, lines: doc.details as Record<string, unknown>[] };
}

/**
 * PDF of a goods document: the document (404 for an id of another form or company), the open right of its screen
 * as a read asks, and the print ('preview') right as the journal documents' print asks. Read straight from the
 * document's storage in one transaction, through the same template engine as every other print.
 */
export async function printGoodsDocument(ctx: AppContext, call: TenantCall, form: string, id: number, lang: Lang): Promise<PrintedPdf> {
  const decl = PRINTED.find((d) => d.form === form)!;
  return inTenant(ctx, call, async (tx) => {
    const doc = await findDocument(tx, call.tenantId, form, id);
    if (!doc) throw new AppError('NOT_FOUND');
    if (!(await hasRight(tx, call, decl.rights.screen, 'akses'))) throw accessDenied('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') });
    await requirePreview(tx, call, decl.rights.screen, lang);
    const { record, lines } = TRADE.has(form) ? await tradePrintRows(tx, call, form, id) : goodsPrintRows(form, decl.fields, doc, await documentLines(tx, call.tenantId, form, id));
    const number = String((decl.fields.number && record[decl.fields.number]) || record[decl.fields.date] || id);
    return render(tx, call, GOODS_TEMPLATES[form]!, GOODS_TITLES[form]![lang], number, record, lines, lang);
  });
}
