import { parseFeatures } from '@lontar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { Row } from '../../ui/document/record-api.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;
const quiet = { meta: { handled: [403, 404] }, staleTime: 60_000 } as const;

export interface WarehouseRow {
  whid: number;
  whno: string;
  name: string;
}

/** What the goods screens need of the company: whether it keeps several warehouses and units, and its warehouses. */
export interface StockSettings {
  multiWarehouse: boolean;
  multiUnit: boolean;
  /** The preference's default warehouse, else the first one. */
  defaultWarehouse: number | null;
  warehouses: WarehouseRow[];
}

interface PreferenceAnswer {
  pcompany: { features?: string; defaultwarehouseid?: number | null };
}

export function useStockSettings(tenantId: number) {
  return useQuery({
    queryKey: ['company', tenantId, 'stock-settings'],
    staleTime: 60_000,
    queryFn: async (): Promise<StockSettings> => {
      const [preference, warehouses] = await Promise.all([
        apiRequest<DataEnvelope<PreferenceAnswer>>(master(tenantId, 'preference')),
        apiRequest<ListEnvelope<WarehouseRow>>(master(tenantId, 'warehouse/readallBase'), { query: { size: '500' } }),
      ]);
      const { persediaan } = parseFeatures(preference.data.pcompany.features);
      const list = warehouses.listdata;
      const preferred = preference.data.pcompany.defaultwarehouseid ?? null;
      return {
        multiWarehouse: persediaan.usemultiwhs === true,
        multiUnit: persediaan.usemultiunit === true,
        defaultWarehouse: list.some((w) => w.whid === preferred) ? preferred : (list[0]?.whid ?? null),
        warehouses: list,
      };
    },
  });
}

/** Inventory items (itemtype 0, the only ones that move stock), searched on the server, best match first. */
export function useInventoryItems(tenantId: number, search: string) {
  return useQuery({
    queryKey: ['lookup', tenantId, 'inventory-item', 'rows', search],
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiRequest<ListEnvelope<Row>>(master(tenantId, 'item/readByType/0'), { query: { size: '100', search: search || undefined } })).listdata,
    ...quiet,
  });
}

/** One item by its number (units, ratios, id), for a line read from a saved document. */
export function useItemByNo(tenantId: number, itemno: string | null | undefined) {
  return useQuery({
    queryKey: ['lookup', tenantId, 'item-no', itemno],
    enabled: Boolean(itemno),
    queryFn: async () => (await apiRequest<DataEnvelope<Row>>(master(tenantId, `item/readNo/${encodeURIComponent(itemno ?? '')}`))).data,
    ...quiet,
  });
}

/** What an item holds now (unit1): in one warehouse, or company-wide. */
export function useItemQty(tenantId: number, itemid: number | null, warehouseid: number | null) {
  return useQuery({
    queryKey: ['stock', tenantId, 'qty', itemid, warehouseid],
    enabled: itemid !== null,
    staleTime: 0,
    queryFn: async () =>
      (await apiRequest<DataEnvelope<{ qty: string }>>(master(tenantId, 'getQty'), { query: { itemid: String(itemid), warehouseid: warehouseid ? String(warehouseid) : undefined } })).data.qty,
    meta: quiet.meta,
  });
}

export interface ItemWarehouseRow {
  warehouseid: number;
  name: string;
  qty: string;
}

export const fetchItemWarehouses = async (tenantId: number, itemid: number, fdate: string) =>
  (await apiRequest<ListEnvelope<ItemWarehouseRow>>(master(tenantId, 'item-warehs'), { query: { itemid: String(itemid), fdate } })).listdata;

export interface ItemHistoryRow {
  opening: boolean;
  date: string;
  form: string | null;
  id: number | null;
  number: string;
  warehouseid: number | null;
  qtyin: string;
  qtyout: string;
  balance: string;
  unitcost: string;
  value: string;
}

export interface ItemHistoryQuery {
  itemno: string;
  fromdate: string;
  todate: string;
  warehouseid?: number | null;
  page: number;
  size: number;
}

export const fetchItemHistory = (tenantId: number, q: ItemHistoryQuery) =>
  apiRequest<ListEnvelope<ItemHistoryRow>>(master(tenantId, 'item-itemhist'), {
    query: { itemno: q.itemno, fromdate: q.fromdate, todate: q.todate, warehouseid: q.warehouseid ? String(q.warehouseid) : undefined, page: String(q.page), size: String(q.size) },
  });

export interface StockBalanceRow {
  itemid: number;
  itemno: string;
  itemdescription: string;
  unit1: string;
  warehouseid: number;
  whname: string;
  qty: string;
  value: string;
}

export const fetchStockBalance = (tenantId: number, query: Record<string, string>) =>
  apiRequest<ListEnvelope<StockBalanceRow> & { totalvalue: string; date: string }>(master(tenantId, 'stock-balance'), { query });

export interface LowStockRow {
  itemid: number;
  itemno: string;
  itemdescription: string;
  unit1: string;
  minimumqty: string;
  qty: string;
}

export const fetchLowStock = async (tenantId: number) => (await apiRequest<ListEnvelope<LowStockRow>>(master(tenantId, 'low-stock'))).listdata;

export const stockKeys = {
  all: (tenantId: number) => ['stock', tenantId] as const,
};

/** A component of an item group as the group picker lists it: item, unit and quantity per one group unit. */
export type GroupComponentRow = { itemno: string; itemdescription: string; itemunit: string; quantity: string };

/**
 * The company's item groups (Item Grouping) matching what is typed, each with its components, for a line of the
 * sales document `form`: `search-item-group` answers them to whoever may open that document, so a sales clerk picks
 * groups without any right on the Item Grouping master. Nothing is asked without a form.
 */
export function useItemGroups(tenantId: number, search: string, form: string | undefined) {
  return useQuery({
    queryKey: ['lookup', tenantId, 'item-group-on-sale', form, search],
    enabled: form !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiRequest<ListEnvelope<Row>>(master(tenantId, 'search-item-group'), { query: { form, size: '100', search: search || undefined } })).listdata,
    ...quiet,
  });
}
