import type { MessageKey } from '@lontar/core';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TenantCall } from '../../platform/tenant-access.ts';
import type { Tx } from '../../platform/tx.ts';

export type Row = Record<string, unknown>;

/**
 * A master form declared once: its table, shared zod schema, rights screen, keys and search columns.
 * The generic routes (create, update, read, readall, delete, audit, lock, …) serve every declared form.
 */
export interface FormDef {
  /** API form name (API.md §5), the path segment. */
  name: string;
  /** Rights screen; customers and vendors share a form but not a screen. */
  screen: (record: { persontype?: unknown }) => string;
  table: PgTable;
  /** The spec's id field (deptid, itemid, …), also returned as `id`. */
  idField: string;
  /** Field looked up by readNo/{no}. */
  noField?: string;
  /** Columns searched by readall?search= (case-insensitive, anywhere in the text). */
  searchFields: string[];
  /** A lower-cased, trigram-indexed column searched with LIKE instead of searchFields (large tables). */
  searchColumn?: string;
  /** Columns a list may be sorted by; the first is the default. */
  sortFields: string[];
  /** Columns of readallBase (lookups). */
  baseFields: string[];
  /**
   * Records carry allusers / detailuser / detailbranch (spec 002 §3.1–3.3, §6): a member who is not an
   * ADMINISTRATOR sees a record only when it is for all users, lists them, or lists one of their branches.
   */
  limited?: boolean;
  /** readallByTipe/{type} and readByType/{type} filter on this column. */
  typeField?: string;
  /**
   * readallPembelian: the records a purchase document picks from (items, vendors) — only records not
   * suspended, of `type` when given, with these columns.
   */
  purchase?: { fields: string[]; type?: number };
  schema: z.ZodType<Row>;
  /** Record → API object (defaults: the row without tenant and lock columns). */
  toApi?: (row: Row) => Row;
  /** Parsed body → column values (defaults: as is). */
  toRow?: (data: Row) => Row;
  /** Checks that need the database (parent accounts, …); throw AppError to refuse. */
  validate?: (tx: Tx, call: TenantCall, data: Row, current?: Row) => Promise<void>;
  /** Child rows written with the record (item prices). */
  details?: {
    read: (tx: Tx, tenantId: number, id: number) => Promise<Row[]>;
    write: (tx: Tx, tenantId: number, id: number, data: Row) => Promise<void>;
  };
  /** A record that must stay (the base currency, the default department …) answers this 409 on delete. */
  keep?: (row: Row) => MessageKey | undefined;
  /** Values a new record starts with (default/{id}). */
  defaults?: (tx: Tx, call: TenantCall, param: string) => Promise<Row>;
  /** getnumber: the next free code, e.g. C-00012 for customers. */
  nextNumber?: { field: string; prefix: (param: string) => string; digits: number };
  /**
   * Postings of a record (a fixed asset's acquisition journal), in the write's transaction after the row is
   * written (`before`: the row as it was, on update). Answers the row as it stands after.
   */
  afterWrite?: (tx: Tx, call: TenantCall, row: Row, before?: Row) => Promise<Row>;
  /** Before a row is deleted, in the same transaction (reverse its journal); throw AppError to refuse. */
  beforeDelete?: (tx: Tx, call: TenantCall, row: Row) => Promise<void>;
  /** What a record answers beside its columns (read, create, update), e.g. figures from other tables. */
  afterRead?: (tx: Tx, tenantId: number, record: Row) => Promise<Row>;
  /** Rows a company gets on first use of the form (provisioned masters older companies lack), before a list. */
  prepare?: (tx: Tx, tenantId: number) => Promise<void>;
}
