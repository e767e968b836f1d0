import { parseFeatures } from '@lontar/core';
import { useQuery } from '@tanstack/react-query';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

/** Whether the company uses serial and batch numbers (preference feature `persediaan.usesn`, spec 000 §3). */
export function useSerialFeature(tenantId: number): boolean {
  const query = useQuery({
    queryKey: ['company', tenantId, 'serial-feature'],
    staleTime: 60_000,
    queryFn: async () => {
      const preference = await apiRequest<DataEnvelope<{ pcompany: { features?: string } }>>(master(tenantId, 'preference'));
      return parseFeatures(preference.data.pcompany.features).persediaan.usesn === true;
    },
  });
  return query.data === true;
}

/** A serial or batch number in stock, as serial-number-search answers it. */
export interface SerialInStock {
  serialno: string;
  quantity: string;
  expdate: string | null;
  warehouseid: number;
  whname: string;
  selected: boolean;
}

/** The serial or batch numbers of an item in stock in a warehouse, for picking on an outgoing line. */
export function useSerialsInStock(tenantId: number, itemid: number | null, warehouseid: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['stock', tenantId, 'serials', itemid, warehouseid],
    enabled: enabled && itemid !== null,
    staleTime: 0,
    queryFn: async () =>
      (await apiRequest<ListEnvelope<SerialInStock>>(master(tenantId, 'serial-number-search'), { query: { vitemid: String(itemid), warehouseid: warehouseid ? String(warehouseid) : undefined } })).listdata,
  });
}
