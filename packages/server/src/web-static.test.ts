import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

/**
 * A built web app in miniature (what `vite build` writes: index.html, hashed assets, each text file with its .br and
 * .gz beside it), so the test does not depend on a real build being there.
 */
const SCRIPT = `export const greeting = ${JSON.stringify('Selamat datang di Lontar. '.repeat(200))};\n`;
const INDEX = `<!doctype html><html lang="id"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- shell -->'.repeat(40)}</body></html>`;

function writeWithCompressed(dir: string, name: string, text: string) {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lontar-web-dist-'));
  writeWithCompressed(dist, 'index.html', INDEX);
  writeWithCompressed(dist, 'assets/index-Ab12Cd34.js', SCRIPT);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const script = '/assets/index-Ab12Cd34.js';

describe('the built web app, served compressed and cached', () => {
  it('sends a hashed script brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await t.app.inject({ method: 'GET', url: script });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('revalidates the page itself, at / and at every client-side route, and compresses it too', async () => {
    for (const url of ['/', '/tenant', '/open=PT%20Maju']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('revalidates files without a hash, which are served as they are when there is no compressed copy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('gives the compressed copies no address of their own', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${script}.br` });
    expect(res.statusCode).toBe(404);
  });
});
