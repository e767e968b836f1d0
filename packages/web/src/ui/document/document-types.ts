import type { FormInstance } from 'antd';
import type { FormDraft } from './drafts.ts';
import type { FieldPath, LabelOf, RecordSchema } from './field-errors.ts';
import type { RecordSource, Row } from './record-api.ts';
import type { TabGuard } from './tab-guard.ts';

/** The types of one document form's life (use-document.ts). */
export interface DocumentRights {
  tambah: boolean;
  ubah: boolean;
  hapus: boolean;
  preview: boolean;
}

export interface DocumentOptions {
  source: RecordSource;
  /** The shared zod schema the server validates the body with. */
  schema: RecordSchema;
  /** A record as read → the form's values. */
  toValues: (record: Row) => Row;
  /** The form's values over the record they edit → the body sent (update sends the record as read, with `version`). */
  toBody: (values: Row, record: Row) => Row;
  /** Where a new record starts ("Data Baru"): defaults and the next number. */
  newRecord: () => Promise<Row>;
  /**
   * Transaction copy (spec 001 §2): a saved document's values → those of a new, unsaved one of the same form, over
   * the new record's own (`fresh`: its number, date and defaults); nothing pulled is copied as pulled. A form without
   * it has no "Salin" button.
   */
  copyValues?: (values: Row, fresh: Row) => Row;
  labelOf: LabelOf;
  rights: DocumentRights;
  /** Called after a save or delete (lists refresh). */
  onChanged?: () => void;
  /** Called with the first field a save found wrong, so a tabbed form can show it. */
  onInvalid?: (path: FieldPath) => void;
  /** The server has edit locks for this form (lock/{id}); a form guarded by `version` alone says false. */
  editLock?: boolean;
  /** Checks the schema cannot make (a balanced journal, a confirmed period) on the body about to be sent; false stops the save. */
  beforeSave?: (body: Row) => Promise<boolean>;
  /**
   * The 409 codes the API asks as a question (`CREDIT_LIMIT`): a save refused with one asks it (its message) Yes/No,
   * and Yes sends the body again with `confirm: true` (API.md §7.8 Confirmation).
   */
  confirmOnConflict?: { codes: readonly string[]; ask: (question: string) => Promise<boolean> };
  /** The saved record as the server answered it (warnings a read-back would not carry). */
  onSaved?: (saved: Row) => void;
  /** Creates send an Idempotency-Key, one per new record, so a retried save cannot create it twice. */
  idempotent?: boolean;
  /** Where "previous" goes from a new record; the highest id by default. */
  lastId?: () => Promise<number | null>;
  /** The input that shows an error of a body field the form names differently (a line's signed amount → its debit or credit). */
  fieldOf?: (path: FieldPath) => FieldPath;
}

export type DocumentMode = 'new' | 'edit';
/** The edit lock of an existing record: taken on the first change, released on save or when leaving it. */
export type LockState = 'none' | 'taking' | 'held' | 'denied';

export interface DocumentState {
  mode: DocumentMode;
  record: Row;
  hasChange: boolean;
  busy: 'loading' | 'saving' | 'deleting' | null;
  lock: LockState;
  lockMessage: string | null;
  /** Someone else saved the record first (409 STALE_VERSION): only a reload can continue. */
  stale: string | null;
}

export interface DocumentHandle {
  form: FormInstance;
  state: DocumentState;
  source: RecordSource;
  rights: DocumentRights;
  /** Nothing can be changed: no right for it, or someone else holds the edit lock. */
  readOnly: boolean;
  recordId: number | null;
  create: () => Promise<void>;
  /** Copies the saved document into a new, unsaved one (only when the form declares `copyValues`). */
  copy?: () => Promise<void>;
  /** A new, unsaved document from a create body (a memorized transaction's data), as the copy fills it (with `copyValues`). */
  startFrom?: (body: Row) => Promise<boolean>;
  /** The saved document as its create request would send it; null for a new one (with `copyValues`). */
  savedBody?: () => Row | null;
  open: (id: number) => Promise<void>;
  reload: () => Promise<void>;
  save: () => Promise<boolean>;
  remove: () => Promise<void>;
  prev: () => Promise<void>;
  next: () => Promise<void>;
  markChanged: () => void;
  guard: TabGuard;
  /** The unsaved state as a draft to keep (drafts.ts); null when nothing is unsaved. */
  snapshot: () => FormDraft | null;
  /** Brings a kept draft back: its record (or a new one) with the draft's values over it, as unsaved changes. */
  restore: (draft: FormDraft) => Promise<void>;
}
