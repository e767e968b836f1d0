import { formatDocNumber, reverseLines, translate, trimZeros, type PostingLine } from '@lontar/core';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { fixedAsset, journal } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import type { FormDef, Row } from '../forms/form-def.ts';
import { lockNumbering, maxNumberWithPrefix } from '../forms/form.repo.ts';
import { journalLines, writeJournal } from '../ledger/journal.repo.ts';
import { checkPeriod } from '../ledger/period-check.ts';
import { checkAccounts } from './asset-type.rules.ts';
import { acquisitionLines, sameJournal, type AssetPosting } from './fixed-asset-journal.ts';
import { booksStart, depreciationRows, lockAsset, setAcquisitionJournal, typeById } from './fixed-asset.repo.ts';

/**
 * The fixed-asset form's hooks (forms/defs/assets.defs.ts): defaults from the book type, checks, the acquisition
 * journal (form `fixed-asset`, docid = assetid) posted on create, reversed and reposted on an edit that changes it,
 * reversed on delete.
 */

export const ASSET_NUMBER = { field: 'assetcode', prefix: () => 'FA-', digits: 5 };
/** What the numbering statements need of the form (its declaration imports this file). */
const NUMBERED = { name: 'fixed-asset', table: fixedAsset, idField: 'assetid' } as unknown as FormDef;

/** What an asset's posted depreciation fixes: these cannot change once a month of it is posted. */
const DEPRECIATION_TERMS = ['cost', 'residu', 'accumopening', 'purchasedate', 'usagedate', 'depmethod', 'estimatedlife', 'depreciationrate', 'assetglaccnt', 'accumglaccnt', 'expenseglaccnt'] as const;
/** Taken from the book type on create when left out, kept as they were on update. */
const FROM_TYPE: Record<string, string> = {
  depmethod: 'deprmethod',
  estimatedlife: 'estlife',
  depreciationrate: 'rate',
  assetfistype: 'assetfistype',
  assetglaccnt: 'assetglaccnt',
  accumglaccnt: 'accumglaccnt',
  expenseglaccnt: 'expenseglaccnt',
};

const DECIMAL = /^-?\d+(\.\d+)?$/;
const same = (a: unknown, b: unknown) => (typeof a === 'string' && typeof b === 'string' && DECIMAL.test(a) && DECIMAL.test(b) ? new Decimal(a).eq(b) : a === b);

/** The acquisition journal is dated the purchase date, or the books' start for an asset bought before it. */
export function acquisitionDate(purchasedate: string, start: string | null): string {
  return start && purchasedate < start ? start : purchasedate;
}

export function postingOf(row: Row): AssetPosting {
  return {
    cost: String(row.cost),
    accumopening: String(row.accumopening ?? '0'),
    assetglaccnt: Number(row.assetglaccnt),
    accumglaccnt: Number(row.accumglaccnt),
    expenseglaccnt: Number(row.expenseglaccnt),
    creditglaccnt: row.creditglaccnt == null ? null : Number(row.creditglaccnt),
    deptid: row.deptid == null ? null : Number(row.deptid),
    projectid: row.projectid == null ? null : Number(row.projectid),
    branchid: row.branchid == null ? null : Number(row.branchid),
  };
}

async function journalDate(tx: Tx, tenantId: number, journalid: number): Promise<string> {
  const [row] = await tx.select({ transdate: journal.transdate }).from(journal).where(and(eq(journal.tenantId, tenantId), eq(journal.journalid, journalid)));
  return String(row!.transdate);
}

const description = (row: Row) => translate('id', 'FA_ACQUISITION_JOURNAL', { code: String(row.assetcode) });

/** The asset's acquisition journal as it stands (date and lines), or none. */
async function postedAcquisition(tx: Tx, tenantId: number, row: Row) {
  if (row.acquisitionjournalid == null) return { id: null, date: null, lines: [] as PostingLine[] };
  const id = Number(row.acquisitionjournalid);
  return { id, date: await journalDate(tx, tenantId, id), lines: await journalLines(tx, tenantId, id) };
}

/** Create and update checks; fills the defaults into `data` (the book type's, the next number, who entered it). */
export async function validateAsset(tx: Tx, call: TenantCall, data: Row, current?: Row) {
  const tenantId = call.tenantId;
  if (current) {
    const locked = await lockAsset(tx, tenantId, Number(current.assetid));
    if (!locked || locked.version !== current.version) throw new AppError('STALE_VERSION');
    if (locked.disposed) throw new AppError('FA_DISPOSED', {}, { status: 409 });
  }
  const type = await typeById(tx, tenantId, Number(data.afistypeid));
  if (!type) throw new AppError('V_REF_NOT_FOUND', { field: 'afistypeid' }, { status: 400 });
  for (const [field, typeField] of Object.entries(FROM_TYPE)) {
    // A fiscal type sent as null is none; every other term (never null in the table) left out or null is the type's.
    const missing = field === 'assetfistype' ? data[field] === undefined : data[field] == null;
    if (missing) data[field] = current ? current[field] : (type as Row)[typeField];
  }
  if (Number(data.depmethod) !== 0 && Number(data.estimatedlife) < 1) throw new AppError('FA_LIFE_REQUIRED_FIELD', { field: 'estimatedlife' }, { status: 400 });
  for (const field of ['assetglaccnt', 'accumglaccnt', 'expenseglaccnt']) {
    if (data[field] == null) throw new AppError('V_REF_NOT_FOUND', { field }, { status: 400 });
  }
  await checkAccounts(tx, tenantId, [
    { field: 'assetglaccnt', glid: data.assetglaccnt as number, kind: 'fixed' },
    { field: 'accumglaccnt', glid: data.accumglaccnt as number, kind: 'accumulated' },
    { field: 'expenseglaccnt', glid: data.expenseglaccnt as number, kind: 'expense' },
    { field: 'creditglaccnt', glid: data.creditglaccnt as number | null, kind: 'any' },
  ]);
  if (current) {
    if (!data.assetcode) data.assetcode = current.assetcode;
    const posted = await depreciationRows(tx, tenantId, Number(current.assetid));
    if (posted.length > 0 && DEPRECIATION_TERMS.some((f) => !same(data[f], current[f]))) throw new AppError('FA_DEPRECIATED', {}, { status: 409 });
  } else {
    data.createdBy = call.userId;
    await lockNumbering(tx, { name: 'fixed-asset' }, tenantId);
    if (!data.assetcode) {
      const { field, prefix, digits } = ASSET_NUMBER;
      data.assetcode = formatDocNumber(prefix(), digits, (await maxNumberWithPrefix(tx, NUMBERED, tenantId, field, prefix())) + 1);
    }
  }
  // The journal must change only in open months: the old one's reversal and the new one.
  const start = await booksStart(tx, tenantId);
  const next = { date: acquisitionDate(String(data.purchasedate), start), lines: acquisitionLines(postingOf(data), '') };
  const before = current ? await postedAcquisition(tx, tenantId, current) : { id: null, date: null, lines: [] };
  if (next.lines.length === 0) next.date = '';
  if (sameJournal({ date: before.id ? before.date : '', lines: before.lines }, next)) return;
  if (before.id && before.date) await checkPeriod(tx, tenantId, before.date, start);
  if (next.lines.length > 0) await checkPeriod(tx, tenantId, next.date, start);
}

/** Posts (or reverses and reposts) the acquisition journal when what it posts changed. */
export async function postAcquisition(tx: Tx, call: TenantCall, row: Row, before?: Row): Promise<Row> {
  const tenantId = call.tenantId;
  const start = await booksStart(tx, tenantId);
  const text = description(row);
  const lines = acquisitionLines(postingOf(row), text);
  const date = acquisitionDate(String(row.purchasedate), start);
  const old = before ? await postedAcquisition(tx, tenantId, before) : { id: null, date: null, lines: [] as PostingLine[] };
  if (old.id && sameJournal({ date: old.date, lines: old.lines }, { date, lines })) return { ...row, acquisitionjournalid: old.id };
  if (!old.id && lines.length === 0) return row;
  const docid = Number(row.assetid);
  if (old.id && old.date) {
    await writeJournal(tx, { tenantId, form: 'fixed-asset', docid, docno: String(before!.assetcode), transdate: old.date, description: text, reversalOf: old.id, userid: call.userId }, reverseLines(old.lines));
  }
  const id = lines.length > 0 ? await writeJournal(tx, { tenantId, form: 'fixed-asset', docid, docno: String(row.assetcode), transdate: date, description: text, reversalOf: null, userid: call.userId }, lines) : null;
  return (await setAcquisitionJournal(tx, tenantId, docid, id)) as unknown as Row;
}

/** Delete: refused once depreciated or disposed; the acquisition journal is reversed (in an open month). */
export async function beforeDeleteAsset(tx: Tx, call: TenantCall, row: Row) {
  const tenantId = call.tenantId;
  const locked = await lockAsset(tx, tenantId, Number(row.assetid));
  if (!locked) throw new AppError('NOT_FOUND');
  if (locked.disposed) throw new AppError('FA_DISPOSED', {}, { status: 409 });
  if ((await depreciationRows(tx, tenantId, locked.assetid)).length > 0) throw new AppError('FA_DEPRECIATED', {}, { status: 409 });
  const old = await postedAcquisition(tx, tenantId, locked as unknown as Row);
  if (!old.id || !old.date) return;
  await checkPeriod(tx, tenantId, old.date, await booksStart(tx, tenantId));
  await writeJournal(
    tx,
    { tenantId, form: 'fixed-asset', docid: locked.assetid, docno: locked.assetcode, transdate: old.date, description: description(locked as unknown as Row), reversalOf: old.id, userid: call.userId },
    reverseLines(old.lines),
  );
}

/** read/{id} adds the posted depreciation months, the accumulated depreciation and the book value. */
export async function assetFigures(tx: Tx, tenantId: number, record: Row): Promise<Row> {
  const rows = await depreciationRows(tx, tenantId, Number(record.assetid));
  const depreciated = rows.reduce((s, r) => s.plus(r.amount), new Decimal(0));
  const accumulated = depreciated.plus(String(record.accumopening ?? '0'));
  return {
    ...record,
    details: rows.map((r) => ({ period: r.period, amount: trimZeros(r.amount), journalid: r.journalid })),
    accumulated: trimZeros(accumulated.toFixed()),
    bookvalue: trimZeros(new Decimal(String(record.cost)).minus(accumulated).toFixed()),
  };
}
