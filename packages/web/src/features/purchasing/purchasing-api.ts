import { useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { TaxRow } from './purchasing-values.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;
const quiet = { meta: { handled: [403, 404] } } as const;

/** The company's taxes by code, for the totals shown while an order is typed. */
export function useTaxes(tenantId: number) {
  return useQuery({
    queryKey: ['lookup', tenantId, 'tax', 'totals'],
    staleTime: 60_000,
    queryFn: async () => (await apiRequest<ListEnvelope<TaxRow>>(master(tenantId, 'tax/readall'), { query: { size: '500' } })).listdata,
    ...quiet,
  });
}

/** The requisitions an order may still pull from (open or partial, not closed): `pullTransaction?form=requisition`. */
export function useOpenRequisitions(tenantId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['records', tenantId, 'requisition', 'pull'],
    enabled,
    staleTime: 0,
    queryFn: async () => (await apiRequest<ListEnvelope<Row>>(master(tenantId, 'pullTransaction'), { query: { form: 'requisition' } })).listdata,
  });
}

/** A requisition's lines with what remains to pull (`quantity`), each naming its `reqid` and `reqseq`. */
export async function requisitionLines(tenantId: number, reqid: number): Promise<Row[]> {
  return (await apiRequest<ListEnvelope<Row>>(master(tenantId, `pullDetTransaction/${reqid}`), { query: { form: 'requisition' } })).listdata;
}

/** A requisition's number by its id (an order's line read names only `reqid`). */
export function useRequisitionNo(tenantId: number, reqid: number | null) {
  return useQuery({
    queryKey: ['records', tenantId, 'requisition', 'number', reqid],
    enabled: reqid !== null,
    staleTime: 300_000,
    queryFn: async () => (await apiRequest<{ data: Row }>(master(tenantId, `requisition/read/${reqid}`))).data.reqno as string,
    ...quiet,
  });
}
