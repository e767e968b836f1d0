import type { DataEnvelope } from '../../app/api/envelopes.ts';
import { apiBlob, apiRequest } from '../../app/api/http.ts';

/** The fixed asset import (server modules/import, resource `import-fix-asset`): template, dry run, import. */

export interface ImportedAsset {
  assetid: number;
  assetcode: string;
  assetname: string;
  cost: string;
  purchasedate: string;
}
export interface ImportAnswer {
  dryrun: boolean;
  count: number;
  records: ImportedAsset[];
}
export interface ImportRowError {
  row: number;
  column: string;
  field: string;
  message: string;
}

const path = (tenantId: number) => `/tenant/${tenantId}/master/import-fix-asset`;

export async function downloadAssetTemplate(tenantId: number, filename: string) {
  const blob = await apiBlob(`${path(tenantId)}/template`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function importAssets(tenantId: number, file: File, dryrun: boolean): Promise<ImportAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await apiRequest<DataEnvelope<ImportAnswer>>(path(tenantId), { method: 'POST', body, query: dryrun ? { dryrun: 'true' } : undefined })).data;
}

/** The rows and columns of a refused file (400 IMPORT_INVALID), or none. */
export function rowErrorsOf(failure: unknown): ImportRowError[] {
  const errors = (failure as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as ImportRowError[]) : [];
}
