import { useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';

/** A chart-of-accounts row as `glaccount/readall` lists it (API.md §5, §6). */
export interface GlAccount {
  glid: number;
  glaccount: string;
  accountname: string;
  accountname2?: string;
  accounttype: number;
  parentaccount: number | null;
  subaccount: boolean;
  suspended: boolean;
}

const PAGE_SIZE = 500;

async function fetchAllAccounts(tenantId: number): Promise<GlAccount[]> {
  const rows: GlAccount[] = [];
  for (let page = 1; ; page += 1) {
    const res = await apiRequest<ListEnvelope<GlAccount>>(`/tenant/${tenantId}/master/glaccount/readall`, {
      query: { page: String(page), size: String(PAGE_SIZE), sort: 'glaccount' },
    });
    rows.push(...res.listdata);
    if (res.listdata.length < PAGE_SIZE || rows.length >= res.total) return rows;
  }
}

/** The whole chart of accounts of a company; a user without the chart's right gets none (the caller says so). */
export function useGlAccounts(tenantId: number) {
  return useQuery({
    queryKey: ['company', tenantId, 'glaccounts'],
    queryFn: () => fetchAllAccounts(tenantId),
    staleTime: 0,
    meta: { handled: [403] },
  });
}

/** Accounts that can be posted to: not suspended and without child accounts. */
export function postableAccounts(accounts: readonly GlAccount[]): GlAccount[] {
  const parents = new Set(accounts.map((account) => account.parentaccount).filter((id): id is number => id !== null));
  return accounts.filter((account) => !account.suspended && !parents.has(account.glid));
}
