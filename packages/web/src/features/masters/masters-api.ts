import { useQuery } from '@tanstack/react-query';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { LOOKUPS, type LookupName } from './lookups.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;
/** Lookups are advice for a selector: a screen the user may not open simply offers nothing. */
const quiet = { meta: { handled: [403] }, staleTime: 60_000 } as const;

const lookupKeys = {
  rows: (tenantId: number, name: LookupName, search: string) => ['lookup', tenantId, name, 'rows', search] as const,
  one: (tenantId: number, name: LookupName, id: unknown) => ['lookup', tenantId, name, 'one', id] as const,
};

/** readallBase of a master, searched on the server (customers and items can be many). */
export function useLookupRows(tenantId: number, name: LookupName, search: string) {
  const def = LOOKUPS[name];
  return useQuery({
    queryKey: lookupKeys.rows(tenantId, name, search),
    queryFn: async () =>
      (
        await apiRequest<ListEnvelope<Row>>(master(tenantId, `${def.form}/readallBase`), {
          query: { size: '100', search: search || undefined, persontype: def.persontype === undefined ? undefined : String(def.persontype) },
        })
      ).listdata,
    ...quiet,
  });
}

/** One referenced row that the loaded page does not hold, for its label. */
export function useLookupRow(tenantId: number, name: LookupName, id: number | null) {
  const def = LOOKUPS[name];
  return useQuery({
    queryKey: lookupKeys.one(tenantId, name, id),
    queryFn: async () => (await apiRequest<DataEnvelope<Row>>(master(tenantId, `${def.form}/read/${id}`))).data,
    enabled: id !== null,
    ...quiet,
    meta: { handled: [403, 404] },
  });
}

export interface Member {
  userId: number;
  name: string;
  email: string;
}

export interface BranchRow {
  branchid: number;
  branchname: string;
}


/** Members a record can be limited to (user-by-branch). */
export function useMembers(tenantId: number) {
  return useQuery({ queryKey: ['lookup', tenantId, 'members'], queryFn: async () => (await apiRequest<ListEnvelope<Member>>(master(tenantId, 'user-by-branch'))).listdata, ...quiet });
}

export function useBranches(tenantId: number) {
  return useQuery({ queryKey: ['lookup', tenantId, 'branches'], queryFn: async () => (await apiRequest<ListEnvelope<BranchRow>>(master(tenantId, 'all-branch'))).listdata, ...quiet });
}
