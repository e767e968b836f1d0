import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  const u = await createVerifiedUser(t, { language: 'en' });
  token = await signIn(t, u.username, u.password);
  tenantId = (await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(token), payload: { name: 'PT Lampiran' } })).json().data.tenantId;
});
afterAll(() => t.close());

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipart(filename: string, content: Buffer<ArrayBufferLike>, fields: Record<string, string> = {}) {
  const boundary = '----lontar-test-boundary';
  const parts: Buffer<ArrayBufferLike>[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`), content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (filename: string, content: Buffer<ArrayBufferLike>, fields?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/tenant/${tenantId}/storage/images`, ...multipart(filename, content, fields) });

describe('storage/images', () => {
  it('stores an image checked by its content, serves it back, lists and deletes it', async () => {
    const res = await upload('logo toko.png', PNG, { form: 'item', recordid: '42' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ filename: 'logo toko.png', mimetype: 'image/png', size: PNG.length, form: 'item', recordid: 42 });
    const back = await t.app.inject({ method: 'GET', url: data.url, headers: bearer(token) });
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.rawPayload, PNG)).toBe(0);
    const list = (await t.app.inject({ method: 'GET', url: `/api/tenant/${tenantId}/storage/images?form=item&recordid=42`, headers: bearer(token) })).json().listdata;
    expect(list).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: data.url, headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: data.url, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('refuses a file whose bytes are not an allowed type, whatever its name', async () => {
    const res = await upload('virus.png', Buffer.from('#!/bin/sh\necho hi\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File type not supported. Use PNG, JPEG, GIF, WebP or PDF.');
  });

  it('refuses uploads over 10 MiB with 413 and a JSON body with 415', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    expect((await upload('big.png', big)).statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: `/api/tenant/${tenantId}/storage/images`, headers: bearer(token), payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });
});
