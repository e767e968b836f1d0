import type { DataEnvelope, ListEnvelope } from '../../app/api/envelopes.ts';
import { apiBlob, apiRequest } from '../../app/api/http.ts';

/** A file attached to a record (storage/images, spec 002 §7.5). */
export interface Attachment {
  id: number;
  filename: string;
  mimetype: string;
  size: number;
  createdat?: string;
}

const images = (tenantId: number) => `/tenant/${tenantId}/storage/images`;

export async function listAttachments(tenantId: number, form: string, recordid: number): Promise<Attachment[]> {
  return (await apiRequest<ListEnvelope<Attachment>>(images(tenantId), { query: { form, recordid: String(recordid) } })).listdata;
}

export async function uploadAttachment(tenantId: number, form: string, recordid: number, file: File): Promise<Attachment> {
  const body = new FormData();
  // The fields go before the file: the server reads them with the file part.
  body.append('form', form);
  body.append('recordid', String(recordid));
  body.append('file', file, file.name);
  return (await apiRequest<DataEnvelope<Attachment>>(images(tenantId), { method: 'POST', body })).data;
}

export async function deleteAttachment(tenantId: number, id: number): Promise<void> {
  await apiRequest(`${images(tenantId)}/${id}`, { method: 'DELETE' });
}

/** The file itself, read with the user's token (a plain link would carry none). */
export function attachmentFile(tenantId: number, id: number): Promise<Blob> {
  return apiBlob(`${images(tenantId)}/${id}`);
}

/** File sizes in Bytes to TB, base 1024 (spec 002 §9). */
export function fileSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
