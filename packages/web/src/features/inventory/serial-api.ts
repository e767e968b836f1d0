import { parseFeatures } from '@lontar/core';
import { useQuery } from '@tanstack/react-query';
import { createContext } from 'react';
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

/** The goods document a serial entry belongs to: its API form, its id once saved, the name of its date field. */
export interface SerialDocument {
  form: string;
  id: number | null;
  dateField: string;
}

/** Given by the goods document screen around its lines, so a line's serial entry knows its document. */
export const SerialDocumentContext = createContext<SerialDocument | null>(null);

/** What picking asks for: the item, the warehouse, the document's date and, when editing, the document itself. */
export interface SerialStockQuery {
  itemid: number | null;
  warehouseid: number | null;
  date: string | null;
  form: string | null;
  invid: number | null;
}

/**
 * The serial or batch numbers an outgoing line can take: in stock in the warehouse at the document's date (and not
 * needed by later documents), with what the edited document itself takes out offered back (spec 001 §7
 * serial-number-search `invid`, `tipe`).
 */
export function useSerialsInStock(tenantId: number, q: SerialStockQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['stock', tenantId, 'serials', q.itemid, q.warehouseid, q.date, q.form, q.invid],
    enabled: enabled && q.itemid !== null,
    staleTime: 0,
    queryFn: async () => {
      const query = {
        vitemid: String(q.itemid),
        warehouseid: q.warehouseid ? String(q.warehouseid) : undefined,
        date: q.date ?? undefined,
        ...(q.form && q.invid ? { tipe: q.form, invid: String(q.invid) } : {}),
      };
      return (await apiRequest<ListEnvelope<SerialInStock>>(master(tenantId, 'serial-number-search'), { query })).listdata;
    },
  });
}
