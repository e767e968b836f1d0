import { INVENTORY_DOCUMENTS, translate, type InventoryForm, type Lang } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError, accessDenied } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import { documentLines, findDocument } from '../documents/trans-document.repo.ts';
import { goodsPrintRows } from './goods-print-rows.ts';
import { GOODS_TITLES } from './print-labels.ts';
import { GOODS_TEMPLATES } from './print-template.ts';
import { render, requirePreview, type PrintedPdf } from './print.service.ts';

/** The goods documents that print: item adjustment, item transfer, opening stock (core's declarations). */
export const GOODS_PRINT_FORMS: readonly InventoryForm[] = INVENTORY_DOCUMENTS.map((d) => d.form);

/**
 * PDF of a goods document: the document (404 for an id of another form or company), the open right of its screen
 * as a read asks, and the print ('preview') right as the journal documents' print asks. Read straight from the
 * document's storage in one transaction, through the same template engine as every other print.
 */
export async function printGoodsDocument(ctx: AppContext, call: TenantCall, form: InventoryForm, id: number, lang: Lang): Promise<PrintedPdf> {
  const decl = INVENTORY_DOCUMENTS.find((d) => d.form === form)!;
  return inTenant(ctx, call, async (tx) => {
    const doc = await findDocument(tx, call.tenantId, form, id);
    if (!doc) throw new AppError('NOT_FOUND');
    if (!(await hasRight(tx, call, decl.rights.screen, 'akses'))) throw accessDenied('NO_ACCESS_ACTION', { action: translate(lang, 'ACTION_OPEN') });
    await requirePreview(tx, call, decl.rights.screen, lang);
    const { record, lines } = goodsPrintRows(form, decl.fields, doc, await documentLines(tx, call.tenantId, form, id));
    const number = String((decl.fields.number && record[decl.fields.number]) || record[decl.fields.date] || id);
    return render(tx, call, GOODS_TEMPLATES[form]!, GOODS_TITLES[form]![lang], number, record, lines, lang);
  });
}
