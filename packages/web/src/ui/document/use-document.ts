import { translate } from '@lontar/core';
import { Form } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureText, isApiFailure } from '../../app/api/api-failure.ts';
import { handleApiError } from '../../app/api/error-handler.ts';
import { coreLang } from '../../app/i18n/language.ts';
import i18n from '../../app/i18n/i18n.ts';
import { notify } from '../notices.ts';
import { issueErrors, serverErrors, type PlacedErrors } from './field-errors.ts';
import type { DocumentHandle, DocumentMode, DocumentOptions, DocumentState } from './document-types.ts';
import {
  createRecord,
  deleteRecord,
  lastRecordId,
  lockRecord,
  readRecord,
  unlockRecord,
  updateRecord,
  type Row,
} from './record-api.ts';
import type { FormDraft } from './drafts.ts';
import type { TabGuard } from './tab-guard.ts';
import { useConfirmations } from './use-confirmations.tsx';
import { useUnloadUnlock } from './use-unload-unlock.ts';

export type { DocumentHandle, DocumentMode, DocumentOptions, DocumentRights, DocumentState, LockState } from './document-types.ts';

const INITIAL: DocumentState = { mode: 'new', record: {}, hasChange: false, busy: 'loading', lock: 'none', lockMessage: null, stale: null };

/** 128 random bits as hex; getRandomValues, unlike randomUUID, also exists on a plain-http intranet address. */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function idOf(record: Row, idField: string): number | null {
  const id = Number(record[idField] ?? record.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The life of one document form (spec 001 §2): it opens as "Data Baru", tracks hasChange, takes the edit lock on the
 * first change of a saved record, validates with the shared schema before saving, asks before discarding changes,
 * and walks to the previous and next records with idprev and idnext.
 */
export function useDocument(options: DocumentOptions): DocumentHandle {
  const [form] = Form.useForm();
  const [state, setState] = useState<DocumentState>(INITIAL);
  const current = useRef<DocumentState>(INITIAL);
  const latest = useRef(options);
  const createKey = useRef<string | null>(null);
  const confirmations = useConfirmations();
  const ask = useRef(confirmations);
  useEffect(() => {
    latest.current = options;
    ask.current = confirmations;
  });

  const actions = useMemo(() => {
    const update = (patch: Partial<DocumentState>) => {
      current.current = { ...current.current, ...patch };
      setState(current.current);
    };
    const source = () => latest.current.source;
    const currentId = () => idOf(current.current.record, source().idField);

    const show = (record: Row, mode: DocumentMode) => {
      form.resetFields();
      form.setFieldsValue(latest.current.toValues(record));
      update({ record, mode, hasChange: false, lock: 'none', lockMessage: null, stale: null });
    };

    const placeErrors = ({ fields: found, other }: PlacedErrors) => {
      const { fieldOf } = latest.current;
      const fields = fieldOf ? found.map((field) => ({ ...field, name: fieldOf(field.name) })) : found;
      form.setFields(fields);
      const [first] = fields;
      if (first) {
        latest.current.onInvalid?.(first.name);
        setTimeout(() => form.scrollToField(first.name, { block: 'center' }), 0);
      }
      // Inputs show their own errors; only a message no input can show becomes a notice.
      if (other[0]) notify.warning(other[0]);
    };

    const releaseLock = async () => {
      const id = currentId();
      const { lock } = current.current;
      if (lock !== 'held' && lock !== 'taking') return;
      update({ lock: 'none' });
      if (id === null) return;
      try {
        await unlockRecord(source(), id);
      } catch {
        // The lock also expires by itself; nothing to tell the user.
      }
    };

    const takeLock = async () => {
      const id = currentId();
      if (id === null || latest.current.editLock === false) return;
      update({ lock: 'taking' });
      try {
        await lockRecord(source(), id);
        if (currentId() === id && current.current.lock === 'taking') update({ lock: 'held' });
      } catch (error) {
        if (currentId() !== id) return;
        handleApiError(error);
        show(current.current.record, 'edit');
        update({ lock: 'denied', lockMessage: isApiFailure(error) ? (failureText(error) ?? null) : null });
      }
    };

    const load = async (id: number) => {
      update({ busy: 'loading' });
      try {
        show(await readRecord(source(), id), 'edit');
      } catch (error) {
        handleApiError(error);
      } finally {
        update({ busy: null });
      }
    };

    const startNew = async () => {
      createKey.current = latest.current.idempotent ? randomKey() : null;
      update({ busy: 'loading' });
      try {
        show(await latest.current.newRecord(), 'new');
      } catch (error) {
        handleApiError(error);
      } finally {
        update({ busy: null });
      }
    };

    /** Leaving the current record: unsaved changes are dropped only after "Your changes will be canceled, continue?". */
    const leave = async (): Promise<boolean> => {
      if (current.current.hasChange && !(await ask.current.confirmDiscard())) return false;
      await releaseLock();
      return true;
    };

    const save = async (): Promise<boolean> => {
      const { mode, busy, record, lock } = current.current;
      const { rights, schema, toBody, labelOf, onChanged, beforeSave, onSaved, confirmOnConflict } = latest.current;
      if (busy || lock === 'denied' || !(mode === 'new' ? rights.tambah : rights.ubah)) return false;
      const body = toBody(form.getFieldsValue(true) as Row, record);
      const checked = schema.safeParse(body);
      if (!checked.success) {
        placeErrors(issueErrors(checked.error.issues, coreLang(i18n.language), labelOf));
        return false;
      }
      if (beforeSave && !(await beforeSave(body))) return false;
      update({ busy: 'saving' });
      try {
        const send = (sent: Row) => (mode === 'new' ? createRecord(source(), sent, createKey.current ?? undefined) : updateRecord(source(), sent));
        let saved: Awaited<ReturnType<typeof send>>;
        try {
          saved = await send(body);
        } catch (error) {
          // A question (409 with a code the form asks): No leaves the form as it is, Yes sends it confirmed.
          const asks = isApiFailure(error) && error.statusCode === 409 && Boolean(error.code && confirmOnConflict?.codes.includes(error.code));
          const question = asks && isApiFailure(error) ? failureText(error) : undefined;
          if (!question || !confirmOnConflict) throw error;
          if (!(await confirmOnConflict.ask(question))) return false;
          saved = await send({ ...body, confirm: true });
        }
        notify.success(saved.message ?? translate(coreLang(i18n.language), 'SUCCESS'));
        onSaved?.(saved.data);
        const id = idOf(saved.data, source().idField);
        // Read back for idprev/idnext; the server released the edit lock with the update.
        show(id === null ? saved.data : await readRecord(source(), id), 'edit');
        onChanged?.();
        return true;
      } catch (error) {
        // A list of field messages (a 400, or a 409 that depends on other documents: beyond what is owed) goes under the inputs it names.
        if (isApiFailure(error) && (error.statusCode === 400 || error.statusCode === 409) && Array.isArray(error.message)) placeErrors(serverErrors(error.message, labelOf));
        else handleApiError(error);
        if (isApiFailure(error) && error.code === 'STALE_VERSION') update({ stale: failureText(error) ?? null });
        return false;
      } finally {
        update({ busy: null });
      }
    };

    const remove = async () => {
      const id = currentId();
      if (id === null || current.current.mode === 'new' || current.current.busy || !latest.current.rights.hapus) return;
      if (!(await ask.current.confirmDelete())) return;
      update({ busy: 'deleting' });
      try {
        const res = await deleteRecord(source(), id);
        notify.success(res.message ?? translate(coreLang(i18n.language), 'SUCCESS'));
        update({ lock: 'none', hasChange: false });
        latest.current.onChanged?.();
        update({ busy: null });
        await startNew();
      } catch (error) {
        handleApiError(error);
        update({ busy: null });
      }
    };

    const goTo = async (id: number | null) => {
      if (id !== null && !current.current.busy && (await leave())) await load(id);
    };

    const guard: TabGuard = {
      hasChange: () => current.current.hasChange,
      save,
      discard: async () => {
        form.resetFields();
        form.setFieldsValue(latest.current.toValues(current.current.record));
        update({ hasChange: false });
        await releaseLock();
      },
    };

    const markChanged = () => {
      if (!current.current.hasChange) update({ hasChange: true });
      if (current.current.mode === 'edit' && current.current.lock === 'none') void takeLock();
    };

    const snapshot = (): FormDraft | null => {
      const { hasChange, record } = current.current;
      if (!hasChange) return null;
      const version = Number(record.version);
      return {
        recordId: currentId(),
        version: Number.isSafeInteger(version) ? version : null,
        values: form.getFieldsValue(true) as Row,
        createKey: createKey.current,
        at: new Date().toISOString(),
      };
    };

    const restore = async (draft: FormDraft) => {
      if (!(await leave())) return;
      if (draft.recordId === null) {
        await startNew();
        // The same key as before the session ended: a save whose answer was lost then cannot create it twice.
        if (draft.createKey && latest.current.idempotent) createKey.current = draft.createKey;
      } else {
        await load(draft.recordId);
        if (currentId() !== draft.recordId) return;
        const version = Number(current.current.record.version);
        if (draft.version !== null && Number.isSafeInteger(version) && version !== draft.version) {
          notify.warning(i18n.t('document:draftOutdated'));
        }
      }
      form.setFieldsValue(draft.values);
      markChanged();
    };

    /** A new, unsaved document holding `values` as the copy makes them (copyValues over the new record's own). */
    const startWith = async (values: Row): Promise<boolean> => {
      const { copyValues } = latest.current;
      if (!copyValues || !(await leave())) return false;
      await startNew();
      if (current.current.mode !== 'new') return false;
      form.setFieldsValue(copyValues(values, form.getFieldsValue(true) as Row));
      markChanged();
      return true;
    };

    const copy = async () => {
      const { mode, busy, record } = current.current;
      const { copyValues, rights, toValues } = latest.current;
      if (!copyValues || mode !== 'edit' || busy || !rights.tambah) return;
      // The document as saved, not unsaved changes the user is about to discard.
      if (await startWith(toValues(record))) notify.success(i18n.t('document:copied'));
    };

    /** A new document from a body as a create request sends it (a memorized transaction's data), as the copy does. */
    const startFrom = async (body: Row): Promise<boolean> => {
      const { rights, toValues } = latest.current;
      if (current.current.busy || !rights.tambah) return false;
      return startWith(toValues(body));
    };

    /** The saved document as its create request would send it (a memorized transaction keeps it). */
    const savedBody = (): Row | null => {
      const { mode, record } = current.current;
      if (mode !== 'edit') return null;
      return latest.current.toBody(latest.current.toValues(record), record);
    };

    return {
      copy,
      startFrom,
      savedBody,
      guard,
      snapshot,
      restore,
      save,
      remove,
      releaseLock,
      create: async () => {
        if (!current.current.busy && (await leave())) await startNew();
      },
      open: goTo,
      reload: async () => {
        const id = currentId();
        if (id === null) return;
        // The reloaded record starts unlocked here, so the lock still held from the stale edit goes too.
        await releaseLock();
        await load(id);
      },
      prev: async () => {
        const { mode, record } = current.current;
        const last = latest.current.lastId ?? (() => lastRecordId(source()));
        const id = mode === 'new' ? await last().catch(() => null) : idOf({ id: record.idprev }, 'id');
        await goTo(id);
      },
      next: async () => {
        if (current.current.mode === 'edit') await goTo(idOf({ id: current.current.record.idnext }, 'id'));
      },
      markChanged,
      startNew,
    };
  }, [form]);

  useEffect(() => {
    void actions.startNew();
    return () => void actions.releaseLock();
  }, [actions]);

  const heldId = state.lock === 'held' ? idOf(state.record, options.source.idField) : null;
  useUnloadUnlock(options.source, heldId);

  const { rights } = options;
  const { mode, lock } = state;
  const readOnly = lock === 'denied' || (mode === 'new' ? !rights.tambah : !rights.ubah);

  return {
    form,
    state,
    source: options.source,
    rights,
    readOnly,
    recordId: idOf(state.record, options.source.idField),
    create: actions.create,
    ...(options.copyValues ? { copy: actions.copy, startFrom: actions.startFrom, savedBody: actions.savedBody } : {}),
    open: actions.open,
    reload: actions.reload,
    save: actions.save,
    remove: actions.remove,
    prev: actions.prev,
    next: actions.next,
    markChanged: actions.markChanged,
    guard: actions.guard,
    snapshot: actions.snapshot,
    restore: actions.restore,
  };
}
