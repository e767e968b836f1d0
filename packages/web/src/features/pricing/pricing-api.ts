import type { DataEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { priceRequest } from './price-options.ts';

export interface PriceCell {
  field: string;
  unit: 1 | 2 | 3;
  /** The name of the item's unit the price is of (PCS, DUS …). */
  unitname?: string;
  source: string | null;
  old: string;
  new: string | null;
  changed: boolean;
  skipped?: 'NO_SOURCE';
  problem?: string;
}

export interface PricePreview {
  ok: boolean;
  rows: { itemid: number; itemno?: string; itemdescription?: string; cells: PriceCell[] }[];
  /** "items.{i}.{field}: text" in the user's language, one per result that cannot be saved. */
  problems: string[];
  saved?: number;
}

/** `POST price-adjustment`: the preview (old and new per item and field), or with `preview: false` the save. */
export async function adjustPrices(tenantId: number, body: ReturnType<typeof priceRequest>, preview: boolean): Promise<{ data: PricePreview; message?: string }> {
  return apiRequest<DataEnvelope<PricePreview> & { message?: string }>(`/tenant/${tenantId}/master/price-adjustment`, { method: 'POST', body: { ...body, preview } });
}

/** One row of the preview table: an item's field with its old and new value and, when refused, why. */
export interface PreviewLine {
  key: string;
  itemid: number;
  itemno: string;
  itemdescription: string;
  /** How many lines the item has (its first line spans them), 0 on the others. */
  span: number;
  cell: PriceCell;
  problem: string | null;
}

/** The preview's rows as table lines, each refused result with its own message (from `problems`). */
export function previewLines(preview: PricePreview): PreviewLine[] {
  const problemOf = new Map(
    preview.problems.map((p) => {
      const at = p.indexOf(': ');
      return [p.slice(0, at), p.slice(at + 2)] as const;
    }),
  );
  return preview.rows.flatMap((row, i) =>
    row.cells.map((cell, c) => ({
      key: `${row.itemid}-${cell.field}`,
      itemid: row.itemid,
      itemno: row.itemno ?? String(row.itemid),
      itemdescription: row.itemdescription ?? '',
      span: c === 0 ? row.cells.length : 0,
      cell,
      problem: cell.problem ? (problemOf.get(`items.${i}.${cell.field}`) ?? problemOf.get(`items.${i}.${cell.field.startsWith('max') ? cell.field.replace('max', 'min') : cell.field}`) ?? cell.problem) : null,
    })),
  );
}
