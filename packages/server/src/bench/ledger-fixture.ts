import { ROLES } from '@lontar/core';
import { sql } from 'drizzle-orm';
import { privilege, tenantUsers } from '../db/schema/index.ts';
import type { TenantCall } from '../platform/tenant-access.ts';
import { withTenant } from '../platform/tx.ts';
import { bearer, createVerifiedUser, signIn, type TestApp } from '../test/harness.ts';

export interface LedgerCompany {
  tenantId: number;
  /** A clerk (USER role with rights on journal vouchers), so every posting pays for its rights check. */
  clerk: TenantCall;
  clerkToken: string;
  ownerToken: string;
  /** Postable accounts (no children, not suspended), by number. */
  accounts: { glid: number; glaccount: string }[];
  departments: number[];
  projects: number[];
}

/**
 * A freshly provisioned company (chart of accounts, numbering, preferences) with a few departments and
 * projects, and a clerk who may open and create journal vouchers but is not an administrator.
 */
export async function ledgerCompany(t: TestApp, name: string): Promise<LedgerCompany> {
  const owner = await createVerifiedUser(t);
  const ownerToken = await signIn(t, owner.username, owner.password);
  const res = await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(ownerToken), payload: { name } });
  if (res.statusCode !== 201) throw new Error(`company not created: ${res.body}`);
  const tenantId = res.json().data.tenantId as number;

  const clerkUser = await createVerifiedUser(t);
  await t.ctx.db.insert(tenantUsers).values({ tenantId, userId: clerkUser.id, roleId: ROLES.USER });
  const clerkToken = await signIn(t, clerkUser.username, clerkUser.password);
  const clerk: TenantCall = { tenantId, userId: clerkUser.id, roleId: ROLES.USER, owner: false, tenantName: name, username: clerkUser.username };

  const { accounts, departments, projects } = await withTenant(t.ctx.db, tenantId, async (tx) => {
    await tx
      .insert(privilege)
      .values(['journal-voucher', 'reports'].map((screen) => ({ tenantId, userId: clerkUser.id, screen, akses: true, tambah: true, ubah: true, hapus: false, preview: true, export: true, jurnal: true })));
    await tx.execute(sql`insert into department (tenant_id, deptno, deptname) select ${tenantId}, 'BENCH-D' || i, 'Departemen ' || i from generate_series(1, 4) as i`);
    await tx.execute(sql`insert into project (tenant_id, projectno, projectname) select ${tenantId}, 'BENCH-P' || i, 'Proyek ' || i from generate_series(1, 3) as i`);
    const acc = (await tx.execute(sql`
      select g.glid, g.glaccount from glaccount g
      where g.tenant_id = ${tenantId} and not g.suspended
        and not exists (select 1 from glaccount c where c.tenant_id = g.tenant_id and c.parentaccount = g.glid)
      order by g.glaccount`)) as unknown as { rows: { glid: number | string; glaccount: string }[] };
    const dep = (await tx.execute(sql`select deptid from department where tenant_id = ${tenantId} order by deptid`)) as unknown as { rows: { deptid: number | string }[] };
    const prj = (await tx.execute(sql`select projectid from project where tenant_id = ${tenantId} order by projectid`)) as unknown as { rows: { projectid: number | string }[] };
    return {
      accounts: acc.rows.map((r) => ({ glid: Number(r.glid), glaccount: r.glaccount })),
      departments: dep.rows.map((r) => Number(r.deptid)),
      projects: prj.rows.map((r) => Number(r.projectid)),
    };
  });
  return { tenantId, clerk, clerkToken, ownerToken, accounts, departments, projects };
}

/** A small deterministic generator, so a run can be repeated line for line. */
export function lcg(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A ten-line journal voucher: five debits on five accounts and the same five amounts credited to five
 * others, chosen pseudo-randomly from the whole chart, with two-decimal amounts.
 */
export function tenLineVoucher(i: number, accounts: { glaccount: string }[], transdate: string) {
  const rnd = lcg(i + 1);
  const picked = new Set<number>();
  while (picked.size < 10) picked.add(Math.floor(rnd() * accounts.length));
  const ids = [...picked];
  const amounts = Array.from({ length: 5 }, () => (Math.floor(rnd() * 100_000_000) / 100 + 1).toFixed(2));
  return {
    transdate,
    description: `Jurnal bench ${i}`,
    details: [
      ...amounts.map((a, k) => ({ glaccount: accounts[ids[k]!]!.glaccount, glamount: a, description: `Debit ${k + 1}` })),
      ...amounts.map((a, k) => ({ glaccount: accounts[ids[k + 5]!]!.glaccount, glamount: `-${a}`, description: `Kredit ${k + 1}` })),
    ],
  };
}
