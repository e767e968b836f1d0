import { counterOf, followingNumbers, formatDocNumber, translate, type Lang, type MessageKey, type RightFlag } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { requirePrintable } from '../approvals/approval-sync.ts';
import { writeAudit } from '../forms/audit.repo.ts';
import { GL_FORMS, type GlForm } from '../ledger/gl-document.kind.ts';
import * as repo from './numbering.repo.ts';

const ACTION: Partial<Record<RightFlag, MessageKey>> = { akses: 'ACTION_OPEN', tambah: 'ACTION_CREATE', preview: 'ACTION_PRINT' };

async function requireRight(tx: Tx, call: TenantCall, form: GlForm, flag: RightFlag, lang: Lang) {
  if (!(await hasRight(tx, call, form, flag))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag] ?? 'ACTION_OPEN') }, { status: 403, publicCode: 'ACCESS_DENIED' });
}

async function counter(tx: Tx, tenantId: number, form: GlForm, lock = false) {
  const row = await repo.counterRow(tx, tenantId, GL_FORMS[form], lock);
  if (!row) throw new AppError('NUMBERING_MISSING', { type: GL_FORMS[form] }, { status: 409 });
  return row;
}

/** The next `count` free numbers after `sourceno` (for copies and recurring documents); used numbers are skipped, nothing is reserved. */
export async function generateNumbers(ctx: AppContext, call: TenantCall, form: GlForm, sourceno: string, count: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, form, 'akses', lang);
    const free: string[] = [];
    let source = sourceno;
    // Each round asks for what is still missing; a long run of used numbers cannot loop for ever.
    for (let round = 0; round < 20 && free.length < count; round++) {
      const candidates = followingNumbers(source, count - free.length);
      const used = await repo.usedGlNumbers(tx, call.tenantId, candidates);
      free.push(...candidates.filter((n) => !used.has(n)));
      source = candidates.at(-1)!;
    }
    return { sourceno, numbers: free };
  });
}

/** Checks a typed number for document `id` (new when absent): free or not, and the automatic number that would come next. */
export async function checkNumber(ctx: AppContext, call: TenantCall, form: GlForm, input: { number: string; id?: number; type?: string }, lang: Lang) {
  if (input.type !== undefined && input.type !== GL_FORMS[form]) throw new AppError('NUMBERING_TYPE_MISMATCH', { type: input.type }, { status: 400 });
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, form, 'akses', lang);
    const row = await counter(tx, call.tenantId, form);
    const used = await repo.usedGlNumbers(tx, call.tenantId, [input.number], input.id);
    return {
      number: input.number,
      type: GL_FORMS[form],
      available: !used.has(input.number),
      followsPrefix: counterOf(input.number, row.prefix) !== null,
      next: (await repo.proposeNumber(tx, call.tenantId, GL_FORMS[form])) ?? formatDocNumber(row.prefix, row.digits, row.nextnumber),
    };
  });
}

/**
 * calc-number: moves the counter past every number already carrying the prefix, so numbers typed by hand or imported
 * never collide with the automatic ones. The counter never goes back (numbers stay unique even after deletions).
 */
export async function recalculateCounter(ctx: AppContext, call: TenantCall, form: GlForm, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, form, 'tambah', lang);
    const row = await counter(tx, call.tenantId, form, true);
    const highest = await repo.highestGlCounter(tx, call.tenantId, row.prefix);
    const nextnumber = Math.max(row.nextnumber, highest + 1);
    if (nextnumber !== row.nextnumber) await repo.setNextNumber(tx, call.tenantId, GL_FORMS[form], nextnumber);
    return { previous: formatDocNumber(row.prefix, row.digits, row.nextnumber), next: formatDocNumber(row.prefix, row.digits, nextnumber) };
  });
}

/** update-printed: counts a print of the document and records it in the audit trail. */
export async function markPrinted(ctx: AppContext, call: TenantCall, form: GlForm, id: number, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, form, 'preview', lang);
    // Counted as printed only when it may be printed: the approval gate of print/{id}.
    await requirePrintable(tx, call, form, id);
    const row = await repo.markGlPrinted(tx, call.tenantId, form, id);
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(tx, { tenantId: call.tenantId, form, recordid: id, action: 'update', userid: call.userId, username: call.username, changes: { printcount: [row.printcount - 1, row.printcount] } });
    return { id, printcount: row.printcount, lastprinted: row.lastprinted };
  });
}
