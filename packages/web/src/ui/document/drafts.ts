/**
 * Unsaved forms kept in the browser (issue 10 item 6): when the session ends without the user's say (signed in on
 * another device, an expired token, a reload), the open tabs and every form with unsaved changes are still in
 * localStorage, per user and company, and offered back after the next sign-in. An explicit logout clears them.
 *
 * The stored book holds the drafts of the session in progress (`tabs`, `forms`) and, apart, the drafts of the
 * sessions before it that were not yet restored or dropped (`earlier`), so a new session never overwrites them.
 */

/** One unsaved form: the record it edits (null: a new one), the form's values, and the new record's Idempotency-Key. */
export interface FormDraft {
  recordId: number | null;
  /** The record's version when the edit began: a restore warns when the record changed since. */
  version: number | null;
  values: Record<string, unknown>;
  createKey: string | null;
  /** ISO time of the last change. */
  at: string;
}

export interface DraftTab {
  key: string;
  label: string;
}

export interface DraftSet {
  tabs: DraftTab[];
  active: string | null;
  /** By `${tabKey}/${formName}`. */
  forms: Record<string, FormDraft>;
}

interface DraftBook extends DraftSet {
  v: 1;
  earlier: DraftSet | null;
}

const PREFIX = 'lontar.drafts.';

/** The localStorage key of one user's drafts in one company. */
export function draftBookKey(userId: string | number, tenantId: string | number): string {
  return `${PREFIX}${userId}.${tenantId}`;
}

export function formDraftKey(tabKey: string, formName: string): string {
  return `${tabKey}/${formName}`;
}

const EMPTY: DraftSet = { tabs: [], active: null, forms: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSet(value: unknown): DraftSet {
  if (!isRecord(value)) return EMPTY;
  const tabs = Array.isArray(value.tabs)
    ? value.tabs.filter((tab): tab is DraftTab => isRecord(tab) && typeof tab.key === 'string' && typeof tab.label === 'string')
    : [];
  const forms: Record<string, FormDraft> = {};
  if (isRecord(value.forms)) {
    for (const [key, draft] of Object.entries(value.forms)) {
      if (isRecord(draft) && isRecord(draft.values)) {
        forms[key] = {
          recordId: typeof draft.recordId === 'number' ? draft.recordId : null,
          version: typeof draft.version === 'number' ? draft.version : null,
          values: draft.values,
          createKey: typeof draft.createKey === 'string' ? draft.createKey : null,
          at: typeof draft.at === 'string' ? draft.at : '',
        };
      }
    }
  }
  return { tabs, active: typeof value.active === 'string' ? value.active : null, forms };
}

function readBook(key: string): DraftBook {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    // A damaged entry is dropped, never a reason to fail the workspace.
  }
  const current = readSet(parsed);
  const earlier = isRecord(parsed) && parsed.earlier ? readSet(parsed.earlier) : null;
  return { v: 1, ...current, earlier };
}

function writeBook(key: string, book: DraftBook): void {
  const empty = book.tabs.length === 0 && Object.keys(book.forms).length === 0 && !book.earlier;
  try {
    if (empty) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(book));
  } catch {
    // A full storage loses the draft, not the form: the form itself is still on screen.
  }
}

export function countForms(set: DraftSet | null): number {
  return set ? Object.keys(set.forms).length : 0;
}

/** Two sets as one: tabs of both (the later set's order first), the newer draft where both hold the same form. */
export function mergeDraftSets(older: DraftSet | null, newer: DraftSet | null): DraftSet | null {
  if (!older) return newer;
  if (!newer) return older;
  const tabs = [...newer.tabs, ...older.tabs.filter((tab) => !newer.tabs.some((other) => other.key === tab.key))];
  const forms = { ...older.forms };
  for (const [key, draft] of Object.entries(newer.forms)) {
    const kept = forms[key];
    if (!kept || kept.at <= draft.at) forms[key] = draft;
  }
  return { tabs, active: newer.active ?? older.active, forms };
}

/**
 * Starts a session's book: what the previous sessions left (their open tabs and unsaved forms) moves to `earlier`,
 * and the new session starts empty. Answers what is on offer (null: nothing unsaved to bring back).
 */
export function beginDraftSession(key: string): DraftSet | null {
  const book = readBook(key);
  const left: DraftSet = { tabs: book.tabs, active: book.active, forms: book.forms };
  const earlier = mergeDraftSets(book.earlier, countForms(left) > 0 ? left : null);
  const offered = countForms(earlier) > 0 ? earlier : null;
  writeBook(key, { v: 1, ...EMPTY, earlier: offered });
  return offered;
}

/** The offered drafts are restored or dropped: they leave the book (a restored form is written again as it is applied). */
export function settleEarlierDrafts(key: string): void {
  writeBook(key, { ...readBook(key), earlier: null });
}

/** The session's open tabs; the drafts of forms in tabs no longer open go. */
export function storeDraftTabs(key: string, tabs: DraftTab[], active: string | null): void {
  const book = readBook(key);
  const open = new Set(tabs.map((tab) => tab.key));
  const forms = Object.fromEntries(Object.entries(book.forms).filter(([formKey]) => open.has(formKey.slice(0, formKey.lastIndexOf('/')))));
  writeBook(key, { ...book, tabs, active, forms });
}

/** One form's draft (null: the form has nothing unsaved any more). */
export function storeFormDraft(key: string, formKey: string, draft: FormDraft | null): void {
  const book = readBook(key);
  const forms = { ...book.forms };
  if (draft) forms[formKey] = draft;
  else if (formKey in forms) delete forms[formKey];
  else return;
  writeBook(key, { ...book, forms });
}

/** An explicit logout: every draft of this user, in every company, goes. */
export function clearUserDrafts(userId: string | number): void {
  const prefix = `${PREFIX}${userId}.`;
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}
