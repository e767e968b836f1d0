import { translate, type Lang } from '@lontar/core';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasRight, inTenant, type TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import { writeAudit } from '../forms/audit.repo.ts';
import { inTenantNamingLocks, LockedBy, lockedByOther } from '../forms/edit-lock.ts';
import type { AnyKind } from './document-kind.ts';
import { sourceFieldsOf } from './trade-forms.ts';
import { documentsFrom, lockSources, openSources, returnableInvoices, setClosedByHand } from './trade-pull.repo.ts';
import { refreshStatus, remainingOf } from './trade-status.ts';

/** Pulling and statuses of the trade documents (API.md §7.4): close/reopen, pullTransaction, pullDetTransaction, diproses. */

const ACTION = { akses: 'ACTION_OPEN', ubah: 'ACTION_EDIT' } as const;

async function requireRight(tx: Tx, call: TenantCall, kind: AnyKind, flag: 'akses' | 'ubah', lang: Lang) {
  if (!(await hasRight(tx, call, kind.decl.rights.screen, flag))) throw new AppError('NO_ACCESS_ACTION', { action: translate(lang, ACTION[flag]) }, { status: 403, publicCode: 'ACCESS_DENIED' });
}

const trim = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** `PUT {form}/close/{id}` and `reopen/{id}`: a by-hand close of an order-type document, audited; its status follows. */
export async function setClosed(ctx: AppContext, call: TenantCall, kind: AnyKind, id: number, closed: boolean, lang: Lang) {
  return inTenantNamingLocks(ctx, call, async (tx) => {
    const row = await kind.find(tx, call.tenantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, kind, 'ubah', lang);
    if (lockedByOther(row, call.userId)) throw new LockedBy(Number(row.lockedBy));
    const before = (await lockSources(tx, call.tenantId, kind.decl.form, [id])).get(id)!;
    await setClosedByHand(tx, call.tenantId, id, closed);
    await refreshStatus(tx, call.tenantId, kind.decl.form, [id]);
    const after = (await lockSources(tx, call.tenantId, kind.decl.form, [id])).get(id)!;
    if (before.status !== after.status) {
      await writeAudit(tx, { tenantId: call.tenantId, form: kind.decl.form, recordid: id, action: 'update', userid: call.userId, username: call.username, changes: { status: [before.status, after.status] } });
    }
    return { id, status: after.status };
  });
}

/**
 * `pullTransaction?form=&vendorid=`: the party's source documents of `form` that can still be pulled; for invoices
 * (`getInvoiceRetur/{vendorId}`) those with goods not yet returned, whatever was paid.
 */
export async function pullTransaction(ctx: AppContext, call: TenantCall, kind: AnyKind, partyid: number | null, lang: Lang) {
  return inTenant(ctx, call, async (tx) => {
    await requireRight(tx, call, kind, 'akses', lang);
    const { decl } = kind;
    const rows = decl.statusKind === 'invoice' ? await returnableInvoices(tx, call.tenantId, decl.form, decl.party ?? null, partyid) : await openSources(tx, call.tenantId, decl.form, decl.party ?? null, partyid);
    const listdata = rows.map((r) => ({
      form: decl.form,
      id: r.docid,
      [decl.fields.id]: r.docid,
      ...(decl.fields.number ? { [decl.fields.number]: r.docno } : {}),
      [decl.fields.date]: r.transdate,
      ...(decl.party ? { [decl.party]: r.header[decl.party] ?? null } : {}),
      description: r.description,
      status: r.status,
      totalamount: trim(r.totalamount),
    }));
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
}

/** `pullDetTransaction/{id}?form=`: a source's lines that still have something to pull, `quantity` = what remains. */
export async function pullDetTransaction(ctx: AppContext, call: TenantCall, kind: AnyKind, id: number, lang: Lang, exceptDoc = 0) {
  return inTenant(ctx, call, async (tx) => {
    const row = await kind.find(tx, call.tenantId, id);
    if (!row) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, kind, 'akses', lang);
    const doc = await kind.present(tx, call.tenantId, row);
    if (doc.approved === false) throw new AppError('NOT_APPROVED', { field: 'id', number: String(doc[kind.decl.fields.number ?? 'id'] ?? id) }, { status: 409 });
    const fields = sourceFieldsOf(kind.decl.form);
    const remaining = await remainingOf(tx, call.tenantId, id, exceptDoc);
    const closed = doc.status === 'closed';
    // A pulled line names this document only: the line's own source (a delivery order's sales order) is left out, so
    // a client sends the line back as answered (a line naming two sources is refused).
    const upstream = Object.values(kind.decl.sourceFields ?? {}).flatMap((f) => [f.id, f.seq]);
    const listdata = (doc.details as Record<string, unknown>[]).flatMap((line) => {
      const left = remaining.get(line.seq as number);
      if (closed || !left || left.remaining === '0') return [];
      const { remaining: _r, amount: _a, ...rest } = line;
      for (const field of upstream) delete rest[field];
      return [{ ...rest, quantity: left.remaining, ...(fields ? { [fields.id]: id, [fields.seq]: line.seq } : {}) }];
    });
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
}

/** `{form}/diproses/{id}`: the documents made from it; `diprosesRetur/{id}` (`onlyForm`): the returns made from an invoice. */
export async function diproses(ctx: AppContext, call: TenantCall, kind: AnyKind, id: number, lang: Lang, onlyForm?: string) {
  return inTenant(ctx, call, async (tx) => {
    if (!(await kind.find(tx, call.tenantId, id))) throw new AppError('NOT_FOUND');
    await requireRight(tx, call, kind, 'akses', lang);
    const listdata = (await documentsFrom(tx, call.tenantId, id)).filter((d) => !onlyForm || d.form === onlyForm).map((d) => ({ ...d, totalamount: trim(d.totalamount) }));
    return { listdata, total: listdata.length, page: 1, size: listdata.length };
  });
}
