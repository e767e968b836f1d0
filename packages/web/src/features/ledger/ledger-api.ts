import type { PeriodWindowSettings } from '@lontar/core';
import { useQuery } from '@tanstack/react-query';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { GlForm } from './gl-forms.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

export interface CurrencyOption {
  currencyid: number;
  currencyname: string;
  exchangerate: string;
  isbase: boolean;
}

/** What the journal screens need from the company's preferences: multi-currency, its currencies, the period windows. */
export interface LedgerSettings {
  multiCurrency: boolean;
  currencies: CurrencyOption[];
  baseCurrency: CurrencyOption | null;
  window: PeriodWindowSettings;
}

interface PreferenceAnswer {
  pcompany: PeriodWindowSettings & { usemulticurrency?: boolean };
  pcurrency: CurrencyOption[];
}

export function useLedgerSettings(tenantId: number) {
  return useQuery({
    queryKey: ['company', tenantId, 'ledger-settings'],
    staleTime: 60_000,
    queryFn: async (): Promise<LedgerSettings> => {
      const { pcompany, pcurrency } = (await apiRequest<DataEnvelope<PreferenceAnswer>>(master(tenantId, 'preference'))).data;
      const { wperiodfrompp, wperiodfromyyyy, wperiodtopp, wperiodtoyyyy, eperiodfrompp, eperiodfromyyyy, eperiodtopp, eperiodtoyyyy } = pcompany;
      return {
        multiCurrency: pcompany.usemulticurrency === true,
        currencies: pcurrency,
        baseCurrency: pcurrency.find((c) => c.isbase) ?? pcurrency[0] ?? null,
        window: { wperiodfrompp, wperiodfromyyyy, wperiodtopp, wperiodtoyyyy, eperiodfrompp, eperiodfromyyyy, eperiodtopp, eperiodtoyyyy },
      };
    },
  });
}

/** One line of a document's journal (general-ledger-history): postings and the reversals an edit or delete wrote. */
export interface JournalLine {
  journalid: number;
  transdate: string;
  glid: number;
  glaccount: string;
  accountname: string;
  debit: string;
  credit: string;
  primeamount: string;
  rate: string;
  reversal: boolean;
  /** A correcting journal: a back-dated stock change moved the cost this document posted (API.md §7.7). */
  correction?: boolean;
}

/** The journals of a document of any posting form (journal documents, goods documents). */
export function useDocumentJournal(tenantId: number, form: string, id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['journal', tenantId, form, id],
    enabled: enabled && id !== null,
    staleTime: 0,
    queryFn: async () => (await apiRequest<ListEnvelope<JournalLine>>(master(tenantId, `general-ledger-history/${id}`), { query: { form } })).listdata,
  });
}

/** The printed document (GET print/{id}, a PDF), read with the user's token. */
/** The newest document (the list's first row), where "previous" goes from a new one. */
export async function newestDocumentId(tenantId: number, form: GlForm): Promise<number | null> {
  const res = await apiRequest<ListEnvelope<Row>>(master(tenantId, `${form}/readall`), { query: { page: '1', size: '1' } });
  const id = Number(res.listdata[0]?.jvid);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The next number the numbering would give (GET getnumber), shown while the number is left empty. */
export function useNextNumber(tenantId: number, form: string, enabled: boolean) {
  return useQuery({
    queryKey: ['records', tenantId, form, null, 'next-number'],
    enabled,
    staleTime: 0,
    queryFn: async () => (await apiRequest<DataEnvelope<{ number: string }>>(master(tenantId, `${form}/getnumber`))).data.number,
  });
}

/** Customers and vendors together: a journal line's subsidiary may be either. */
export function usePersons(tenantId: number, search: string) {
  return useQuery({
    queryKey: ['lookup', tenantId, 'person', 'rows', search],
    staleTime: 60_000,
    meta: { handled: [403] },
    queryFn: async () =>
      (await apiRequest<ListEnvelope<Row>>(master(tenantId, 'person-data/readallBase'), { query: { size: '100', search: search || undefined } })).listdata,
  });
}

export function usePerson(tenantId: number, id: number | null) {
  return useQuery({
    queryKey: ['lookup', tenantId, 'person', 'one', id],
    enabled: id !== null,
    staleTime: 60_000,
    meta: { handled: [403, 404] },
    queryFn: async () => (await apiRequest<DataEnvelope<Row>>(master(tenantId, `person-data/read/${id}`))).data,
  });
}
