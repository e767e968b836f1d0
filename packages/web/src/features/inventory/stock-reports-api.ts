import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import type { StockCardSection } from '@lontar/core';
import { apiRequest } from '../../app/api/http.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

export const fetchStockCard = (tenantId: number, query: Record<string, string>) =>
  apiRequest<ListEnvelope<StockCardSection> & { fromdate: string; todate: string }>(master(tenantId, 'stock-card'), { query });

export interface ValuationRow {
  itemid: number;
  itemno: string;
  itemdescription: string;
  unit1: string;
  qty: string;
  unitcost: string;
  value: string;
}

/** The items of one category (null: none) with their subtotal. */
export interface ValuationGroup {
  categoryid: number | null;
  category: string | null;
  rows: ValuationRow[];
  subtotal: string;
}

export const fetchValuation = (tenantId: number, query: Record<string, string>) =>
  apiRequest<ListEnvelope<ValuationGroup> & { totalvalue: string; date: string }>(master(tenantId, 'inventory-valuation'), { query });

export interface CostThread {
  running: boolean;
  pending: number;
  lastcosted: string | null;
}

export interface CostItemRow {
  itemid: number;
  itemno: string;
  itemdescription: string;
  moves: number;
  lastcosted: string;
  pending: number;
}

export const fetchCostThread = async (tenantId: number) => (await apiRequest<DataEnvelope<CostThread>>(master(tenantId, 'thread-hpp'))).data;

export const fetchCostItems = (tenantId: number, query: Record<string, string>) => apiRequest<ListEnvelope<CostItemRow> & { pending: number }>(master(tenantId, 'itemhist-temp'), { query });
