import { expect } from 'vitest';
import { companyFixture, type TestApp } from '../../test/harness.ts';

/**
 * A company for the fixed-asset tests: books from 2025-01-01, the accounts of the default chart an asset posts to,
 * a gain/loss account on disposal, and a book type "KEND" (vehicles, straight line over 4 years).
 */
export async function assetCompany(t: TestApp, name: string, language = 'id') {
  const c = await companyFixture(t, name, { language });
  const company = await c.req('PUT', 'company', { companyname: name, businesstype: 'Dagang', addressline1: 'Jl. Aset 1', addressline3: 'Surabaya', provinceid: '35', postalcode: '60000', startdate: '2025-01-01', fiscalyear: '2025' });
  expect(company.statusCode, company.body).toBe(200);
  const glid = async (no: string) => {
    const res = await c.req('GET', `glaccount/readNo/${no}`);
    expect(res.statusCode, `${no}: ${res.body}`).toBe(200);
    return res.json().data.glid as number;
  };
  const gain = await c.req('POST', 'glaccount', { glaccount: '7-10900', accountname: 'Laba Rugi Pelepasan Aset', accounttype: 15, parentaccount: await glid('7-10000') });
  expect(gain.statusCode, gain.body).toBe(201);
  const acc = {
    vehicles: await glid('1-20300'),
    accumVehicles: await glid('1-30300'),
    depreciation: await glid('6-10600'),
    cash: await glid('1-10002'),
    openingEquity: await glid('3-30000'),
    rent: await glid('6-10200'),
    sales: await glid('4-10000'),
    fixedParent: await glid('1-20000'),
    gainLoss: gain.json().data.glid as number,
  };
  const type = await c.req('POST', 'fa-type', { assettype: 'KEND', fatypedesc: 'Kendaraan', deprmethod: 1, estlife: 4, rate: '0', assetglaccnt: acc.vehicles, accumglaccnt: acc.accumVehicles, expenseglaccnt: acc.depreciation });
  expect(type.statusCode, type.body).toBe(201);
  const typeId = type.json().data.afistypeid as number;
  /** A new asset of type KEND paid from cash, with the body's changes. */
  const asset = async (body: Record<string, unknown> = {}) => {
    const res = await c.req('POST', 'fixed-asset', { assetname: 'Mobil Box', afistypeid: typeId, cost: '12000000', purchasedate: '2025-01-10', usagedate: '2025-01-15', creditglaccnt: acc.cash, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Record<string, unknown> & { id: number; assetid: number; version: number };
  };
  /** The asset's ledger history lines (general-ledger-history-fasset). */
  const history = async (id: number) => {
    const res = await c.req('GET', `general-ledger-history-fasset/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().listdata as { journalid: number; transdate: string; form: string; glid: number; debit: string; credit: string; reversal: boolean; accumulated: string; bookvalue: string; period: number | null }[];
  };
  /** One journal's lines as [glid, signed amount] (debit positive). */
  const journalOf = (lines: Awaited<ReturnType<typeof history>>, journalid: number) =>
    lines.filter((l) => l.journalid === journalid).map((l) => [l.glid, l.debit !== '0' ? l.debit : `-${l.credit}`]);
  return { ...c, acc, typeId, asset, history, journalOf };
}
