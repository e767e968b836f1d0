import { expect } from 'vitest';
import { bearer, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';
import { paymentCompany } from '../documents/payment-fixture.ts';

type Body = Record<string, unknown>;

/**
 * A purchasing company for the approval tests: the owner (`req`), a clerk who writes purchase orders (role USER),
 * a purchasing manager and a director (SUPERVISOR), each as a caller with their member id; helpers to switch
 * approval on and off and to read a document's audit trail.
 */
export async function approvalCompany(t: TestApp, name: string) {
  const c = await paymentCompany(t, name);
  const member = async (roleId: number, language = 'id') => {
    const user = await createVerifiedUser(t, { language });
    const added = await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(c.token), payload: { tenantId: c.tenantId, email: user.email, roleId } });
    expect(added.statusCode, added.body).toBeLessThan(300);
    return { id: user.id, req: c.as(await signIn(t, user.username, user.password)) };
  };
  const clerk = await member(3);
  const manager = await member(2);
  const director = await member(2, 'en');
  const setPrefs = async (patch: Body) => {
    const p = (await c.req('GET', 'preference')).json().data;
    const saved = await c.req('PUT', 'preference', { ...p, pcompany: { ...p.pcompany, ...patch } });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const audit = async (form: string, id: number) => (await c.req('GET', `${form}/getaudit/${id}`)).json().listdata as { action: string; userid: number; changes: Record<string, [unknown, unknown]> }[];
  return { ...c, member, clerk, manager, director, setPrefs, audit };
}
