import { useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';

/** A payment term as `term-payment/readallBase` lists it. */
export interface TermRow {
  termid: number;
  termname: string;
  netdays: number;
}

/** A warehouse as `warehouse/readallBase` lists it. */
export interface WarehouseRow {
  whid: number;
  whno: string;
  name: string;
}

/** Enough for the pickers: a company has a handful of terms and warehouses. */
const SIZE = '500';

function useBaseList<T>(tenantId: number, form: 'term-payment' | 'warehouse', sort: string, order?: (a: T, b: T) => number) {
  return useQuery({
    queryKey: ['company', tenantId, 'base', form],
    queryFn: async () => {
      const rows = (await apiRequest<ListEnvelope<T>>(`/tenant/${tenantId}/master/${form}/readallBase`, { query: { size: SIZE, sort } })).listdata;
      return order ? [...rows].sort(order) : rows;
    },
    staleTime: 0,
    // Without the master's right the picker still shows the chosen id; the caller says the list is unavailable.
    meta: { handled: [403] },
  });
}

/** The company's payment terms, for the default sales and purchase terms. */
export function useTerms(tenantId: number) {
  // Shortest first; terms of the same days by name, so the order does not change between loads.
  return useBaseList<TermRow>(tenantId, 'term-payment', 'netdays', (a, b) => a.netdays - b.netdays || a.termname.localeCompare(b.termname));
}

/** The company's warehouses, for the default warehouse. */
export function useWarehouses(tenantId: number) {
  return useBaseList<WarehouseRow>(tenantId, 'warehouse', 'whno');
}
