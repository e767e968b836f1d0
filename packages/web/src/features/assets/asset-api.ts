import type { AssetScheduleMonth } from '@lontar/core';
import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { Row } from '../../ui/document/record-api.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;

export const assetKeys = {
  all: (tenantId: number) => ['tenant', tenantId, 'assets'] as const,
  history: (tenantId: number, id: number | null) => ['tenant', tenantId, 'assets', 'history', id] as const,
  type: (tenantId: number, id: number) => ['tenant', tenantId, 'assets', 'type', id] as const,
};

/** One asset type (fa-type), read when an asset takes it. */
export const readAssetType = async (tenantId: number, id: number) => (await apiRequest<DataEnvelope<Row>>(master(tenantId, `fa-type/read/${id}`))).data;

/** POST fixed-asset/disposed: the asset as read after its disposal journal. */
export const disposeAsset = async (tenantId: number, body: Row) => (await apiRequest<DataEnvelope<Row>>(master(tenantId, 'fixed-asset/disposed'), { method: 'POST', body })).data;

/** PUT fixed-asset/undoDisposed: the disposal journal reversed, the asset active again. */
export const undoDisposal = async (tenantId: number, assetid: number, version: number) =>
  (await apiRequest<DataEnvelope<Row>>(master(tenantId, 'fixed-asset/undoDisposed'), { method: 'PUT', body: { assetid, version } })).data;

/** A ledger line of an asset (general-ledger-history-fasset): its acquisition, depreciation and disposal. */
export interface AssetHistoryLine {
  journalid: number;
  transdate: string;
  form: 'fixed-asset' | 'fa-depreciation' | 'fixed-asset-disposal';
  period: number | null;
  glid: number;
  glaccount: string;
  accountname: string;
  debit: string;
  credit: string;
  reversal: boolean;
  description: string;
  accumulated: string;
  bookvalue: string;
}

export const fetchAssetHistory = async (tenantId: number, id: number) =>
  (await apiRequest<ListEnvelope<AssetHistoryLine>>(master(tenantId, `general-ledger-history-fasset/${id}`))).listdata;

type Totals<K extends string> = Record<K, string>;

export interface AssetListRow {
  assetid: number;
  assetcode: string;
  assetname: string;
  afistypeid: number;
  assettype: string;
  fatypedesc: string;
  purchasedate: string;
  usagedate: string;
  cost: string;
  accumulated: string;
  bookvalue: string;
  disposed: boolean;
  disposaldate: string | null;
}
export type AssetListAnswer = ListEnvelope<AssetListRow> & { date: string; totals: Totals<'cost' | 'accumulated' | 'bookvalue'> };

export type ScheduleRow = AssetScheduleMonth;
export type ScheduleAnswer = ListEnvelope<ScheduleRow> & { asset: Row; totals: Totals<'amount'> };

export interface FiscalRow {
  assetid: number;
  assetcode: string;
  assetname: string;
  assetfistype: number | null;
  fafisdesc: string | null;
  book: string;
  fiscal: string | null;
  difference: string;
}
export type FiscalAnswer = ListEnvelope<FiscalRow> & { year: number; totals: Totals<'book' | 'fiscal' | 'difference'> };

export interface DisposalRow {
  assetid: number;
  assetcode: string;
  assetname: string;
  disposaldate: string;
  disposaltype: 0 | 1;
  cost: string;
  accumulated: string;
  bookvalue: string;
  proceeds: string;
  gainloss: string;
}
export type DisposalsAnswer = ListEnvelope<DisposalRow> & { fromdate: string; todate: string; totals: Totals<'cost' | 'accumulated' | 'bookvalue' | 'proceeds' | 'gainloss'> };

/** The four asset reports, by the server's report name. */
export const ASSET_REPORTS = { list: 'fixed-asset-list', schedule: 'fixed-asset-schedule', fiscal: 'fixed-asset-fiscal', disposals: 'fixed-asset-disposals' } as const;

export const fetchAssetReport = <T,>(tenantId: number, report: string, query: Record<string, string>) => apiRequest<T>(master(tenantId, report), { query });
