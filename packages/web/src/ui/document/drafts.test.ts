import { beforeEach, describe, expect, it } from 'vitest';
import {
  beginDraftSession,
  clearUserDrafts,
  draftBookKey,
  formDraftKey,
  mergeDraftSets,
  settleEarlierDrafts,
  storeDraftTabs,
  storeFormDraft,
  type FormDraft,
} from './drafts.ts';

/** The browser's localStorage, in memory (the unit tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const draft = (values: Record<string, unknown>, at = '2026-11-26T10:00:00.000Z', recordId: number | null = null): FormDraft => ({
  recordId,
  version: recordId === null ? null : 3,
  values,
  createKey: recordId === null ? 'k1' : null,
  at,
});

const book = draftBookKey(7, 42);
const voucher = formDraftKey('other-payment', 'otherPayment');

beforeEach(() => {
  globalThis.localStorage = memoryStorage();
});

describe('drafts kept across a lost session', () => {
  it('offers the unsaved forms and the open tabs of the session before, and starts the new one empty', () => {
    expect(beginDraftSession(book)).toBeNull();
    storeDraftTabs(book, [{ key: 'other-payment', label: 'otherPayment' }, { key: 'customer', label: 'customer' }], 'other-payment');
    storeFormDraft(book, voucher, draft({ description: 'Listrik Maret' }));

    const offered = beginDraftSession(book);
    expect(offered?.tabs.map((tab) => tab.key)).toEqual(['other-payment', 'customer']);
    expect(offered?.active).toBe('other-payment');
    expect(offered?.forms[voucher]?.values).toEqual({ description: 'Listrik Maret' });
    expect(offered?.forms[voucher]?.createKey).toBe('k1');
  });

  it('offers nothing when only tabs were open', () => {
    storeDraftTabs(book, [{ key: 'customer', label: 'customer' }], 'customer');
    expect(beginDraftSession(book)).toBeNull();
    expect(localStorage.getItem(book)).toBeNull();
  });

  it('keeps an offer that was neither restored nor dropped through the next reload, with what that session added', () => {
    storeDraftTabs(book, [{ key: 'other-payment', label: 'otherPayment' }], 'other-payment');
    storeFormDraft(book, voucher, draft({ description: 'first' }));
    beginDraftSession(book);
    // The next session types in another form, then is lost too.
    storeDraftTabs(book, [{ key: 'customer', label: 'customer' }], 'customer');
    storeFormDraft(book, formDraftKey('customer', 'customer'), draft({ name: 'PT Baru' }));
    const offered = beginDraftSession(book);
    expect(Object.keys(offered?.forms ?? {}).sort()).toEqual([formDraftKey('customer', 'customer'), voucher]);
    expect(offered?.tabs.map((tab) => tab.key)).toEqual(['customer', 'other-payment']);
  });

  it('forgets the offer once it is restored or dropped', () => {
    storeDraftTabs(book, [{ key: 'other-payment', label: 'otherPayment' }], 'other-payment');
    storeFormDraft(book, voucher, draft({ description: 'x' }));
    beginDraftSession(book);
    settleEarlierDrafts(book);
    expect(beginDraftSession(book)).toBeNull();
  });

  it('drops the draft of a form whose tab was closed, and of a form with nothing unsaved', () => {
    storeDraftTabs(book, [{ key: 'other-payment', label: 'otherPayment' }, { key: 'customer', label: 'customer' }], 'customer');
    storeFormDraft(book, voucher, draft({ description: 'x' }));
    storeFormDraft(book, formDraftKey('customer', 'customer'), draft({ name: 'y' }));
    storeDraftTabs(book, [{ key: 'customer', label: 'customer' }], 'customer');
    storeFormDraft(book, formDraftKey('customer', 'customer'), null);
    expect(beginDraftSession(book)).toBeNull();
  });

  it('keeps each user and company apart, and a logout clears only that user', () => {
    const other = draftBookKey(70, 42);
    const otherCompany = draftBookKey(7, 43);
    for (const key of [book, other, otherCompany]) {
      storeDraftTabs(key, [{ key: 'other-payment', label: 'otherPayment' }], 'other-payment');
      storeFormDraft(key, voucher, draft({ description: key }));
    }
    clearUserDrafts(7);
    expect(localStorage.getItem(book)).toBeNull();
    expect(localStorage.getItem(otherCompany)).toBeNull();
    expect(beginDraftSession(other)?.forms[voucher]?.values).toEqual({ description: other });
  });

  it('survives a damaged entry', () => {
    localStorage.setItem(book, '{not json');
    expect(beginDraftSession(book)).toBeNull();
    localStorage.setItem(book, JSON.stringify({ tabs: 'x', forms: { [voucher]: { values: 3 } } }));
    expect(beginDraftSession(book)).toBeNull();
  });

  it.each([
    ['the newer draft of the same form wins', '2026-11-26T09:00:00.000Z', '2026-11-26T10:00:00.000Z', 'newer'],
    ['an older draft does not replace a newer one', '2026-11-26T11:00:00.000Z', '2026-11-26T10:00:00.000Z', 'older'],
  ])('merging: %s', (_name, olderAt, newerAt, kept) => {
    const merged = mergeDraftSets(
      { tabs: [], active: null, forms: { [voucher]: draft({ from: 'older' }, olderAt) } },
      { tabs: [], active: null, forms: { [voucher]: draft({ from: 'newer' }, newerAt) } },
    );
    expect(merged?.forms[voucher]?.values).toEqual({ from: kept });
  });
});
