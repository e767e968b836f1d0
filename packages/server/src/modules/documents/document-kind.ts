import type { DocumentDecl, Lang, PeriodWindowSettings } from '@lontar/core';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';
import type { LockTable } from '../forms/form.repo.ts';
import type { ApprovalSetup } from '../approvals/approval.repo.ts';
import type { PostingContext } from '../ledger/gl-document.repo.ts';
import { windowSettingsOf } from '../ledger/period.repo.ts';

export type Body = Record<string, unknown>;
export type Rights = { akses: boolean; tambah: boolean; ubah: boolean; hapus: boolean } | null;

/** What the service reads of any stored document: its version, edit lock and date. */
export interface KindRow {
  version: number;
  lockedBy: unknown;
  lockedTime?: unknown;
  transdate: string;
}

/** Everything a create is checked against before it writes, read by the form in as few round trips as it can. */
export interface CreateContext<S> {
  /** The caller's privilege row on the form's screen (null: none). */
  rights: Rights;
  /** With an Idempotency-Key: whether this transaction claimed it. */
  claimed: boolean;
  period: { startdate: string | null; closed: boolean; windows: PeriodWindowSettings };
  /** The form's own settings, handed on to its `create`. */
  settings: S;
  /** Whether approval is on and the form's rules, read with the rest (the note's save reads nothing more). */
  approval?: ApprovalSetup;
}

/** A create's context from its posting context (gl-document.repo.ts `postingContext`) and the form's settings. */
export const createContextOf = <S>(c: PostingContext, settings: S): CreateContext<S> => ({
  rights: c.rights,
  claimed: c.claimed,
  period: { startdate: c.startdate, closed: c.closed, windows: windowSettingsOf(c.pcompany) },
  approval: c.approval,
  settings,
});

/**
 * What a form adds to its core declaration on the server: where its rows live and how it validates, stores and
 * posts them. The document service (document.service.ts) owns the transaction around these calls — rights,
 * Idempotency-Key, period, edit lock, version, audit — so a form never repeats them. Goods documents
 * (goods-kind.ts) and the journal documents (ledger/gl-document.kind.ts) are the two kinds so far.
 */
/** What a create leaves to the document's last statement when it can: its audit row and its Idempotency-Key's answer. */
export interface LastWrites {
  /** The Idempotency-Key claimed for this create, if any. */
  key?: string;
  /** What the audit trail keeps of the answer (the kind's `audited`). */
  audited(doc: Body): Body;
}

export interface DocumentKind<Row extends KindRow, S extends { startdate: string | null }> {
  decl: DocumentDecl;
  lockTable: LockTable;
  find(tx: Tx, tenantId: number, id: number): Promise<Row | undefined>;
  /** The document as read answers it and update accepts it back (API.md §7.1). */
  present(tx: Tx, tenantId: number, row: Row): Promise<Body>;
  /** What the audit trail compares of a presented document. */
  audited(doc: Body): Body;
  list(tx: Tx, tenantId: number, q: ListQuery): Promise<{ listdata: Body[]; total: number }>;
  begin(tx: Tx, call: TenantCall, body: Body, q: { screen: string; claim?: { key: string; requestHash: string } }): Promise<CreateContext<S>>;
  settings(tx: Tx, tenantId: number): Promise<S>;
  /**
   * Validates, numbers, stores and posts a new document; `audited`: its audit row was written with it. With `last`
   * (approval off: nothing changes the answer after the save), a kind may write the audit row and the
   * Idempotency-Key's answer in its own last statement and say so with `answered`.
   */
  create(tx: Tx, call: TenantCall, body: Body, settings: S, lang: Lang, last?: LastWrites): Promise<{ data: Body; audited: boolean; answered?: boolean }>;
  /** Takes the current posting back and stores and posts the edit; answers the stored row and what the answer adds. */
  update(tx: Tx, call: TenantCall, current: Row, body: Body, settings: S, lang: Lang): Promise<{ row: Row; extra?: Body }>;
  /** Takes the posting (and stock) back and deletes the rows; the journals stay readable. */
  remove(tx: Tx, call: TenantCall, current: Row, settings: S, lang: Lang): Promise<void>;
}

export interface ListQuery {
  page: number;
  size: number;
  search?: string;
  /** Only documents in these statuses (forms whose documents have one). */
  status?: string[];
  /** Only posted (`true`) or unposted (`false`: a Temporary Invoice) documents; a header without `posted` is posted. */
  posted?: boolean;
}

/** A kind with its row and settings types erased, as the registry and the routes hold them. */
export type AnyKind = DocumentKind<KindRow, { startdate: string | null }>;

export const anyKind = <Row extends KindRow, S extends { startdate: string | null }>(kind: DocumentKind<Row, S>): AnyKind => kind as unknown as AnyKind;
