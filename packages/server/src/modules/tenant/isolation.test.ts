import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tokenA: string;
let tokenB: string;
let tenantA: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createVerifiedUser(t);
  const b = await createVerifiedUser(t);
  tokenA = await signIn(t, a.username, a.password);
  tokenB = await signIn(t, b.username, b.password);
  tenantA = (await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(tokenA), payload: { name: 'PT Rahasia A' } })).json().data.tenantId;
  await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(tokenB), payload: { name: 'PT Tetangga B' } });
});
afterAll(() => t.close());

describe('tenant isolation on every route', () => {
  // One request per route and method (several hundred, and more with every document): a limit that grows with them,
  // not the default per-test limit a busy machine passes only by luck.
  it('answers 404 to another company member on every /api/tenant/{tenantId}/… route, whatever the body', { timeout: 180_000 }, async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).filter(([path]) => path.startsWith('/api/tenant/{tenantId}/'));
    expect(routes.flatMap(([, methods]) => Object.keys(methods)).length).toBeGreaterThanOrEqual(9);
    for (const [path, methods] of routes) {
      for (const method of Object.keys(methods)) {
        const url = path.replace('{tenantId}', String(tenantA)).replace(/\{[^}]+\}/g, '1');
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: bearer(tokenB), payload: method === 'get' ? undefined : {} });
        expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 404 });
        expect(res.body).not.toContain('Rahasia');
      }
    }
  });

  it('hides another company from the member calls and the company calls', async () => {
    const calls = [
      { method: 'GET', url: `/api/tenant-user-by-tenantid/${tenantA}` },
      { method: 'GET', url: `/api/all-user/${tenantA}` },
      { method: 'PUT', url: '/api/tenant', payload: { tenantId: tenantA, name: 'Diambil Alih' } },
      { method: 'PUT', url: '/api/stat-tenant', payload: { tenantId: tenantA, status: 'deleted' } },
      { method: 'POST', url: '/api/tenant-user', payload: { tenantId: tenantA, email: 'x@contoh.co.id', roleId: 1 } },
    ] as const;
    for (const c of calls) {
      const res = await t.app.inject({ method: c.method, url: c.url, headers: bearer(tokenB), payload: 'payload' in c ? c.payload : undefined });
      expect({ url: c.url, status: res.statusCode }).toEqual({ url: c.url, status: 404 });
    }
    const companiesB = (await t.app.inject({ method: 'GET', url: '/api/tenant-user-by-userid', headers: bearer(tokenB) })).json().listdata;
    expect(companiesB.map((c: { name: string }) => c.name)).toEqual(['PT Tetangga B']);
  });

  it('refuses every tenant route without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tenant/${tenantA}/master/preference` });
    expect(res.statusCode).toBe(401);
  });
});
