import { useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '../../../app/api/envelopes.ts';
import { apiRequest } from '../../../app/api/http.ts';
import type { ChartAccount } from './account-tree.ts';

const PAGE = 500;

async function fetchChart(tenantId: number): Promise<ChartAccount[]> {
  const rows: ChartAccount[] = [];
  for (let page = 1; ; page += 1) {
    const res = await apiRequest<ListEnvelope<ChartAccount>>(`/tenant/${tenantId}/master/glaccount/readall`, {
      query: { page: String(page), size: String(PAGE), sort: 'glaccount' },
    });
    rows.push(...res.listdata);
    if (res.listdata.length < PAGE || rows.length >= res.total) return rows;
  }
}

const chartKey = (tenantId: number) => ['lookup', tenantId, 'chart'] as const;

/** The whole chart of accounts, for account selectors and the tree; without the right to it, none (selectors show ids). */
export function useChart(tenantId: number) {
  return useQuery({ queryKey: chartKey(tenantId), queryFn: () => fetchChart(tenantId), staleTime: 60_000, meta: { handled: [403] } });
}
