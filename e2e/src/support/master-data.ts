import { api, type Company } from './companies.ts';
import type { Stack } from './stack.ts';

/** The API path of a company's master data or document route: `/tenant/{id}/master/{route}`. */
export const master = (company: Company, route: string) => `/tenant/${company.tenantId}/master/${route}`;

/** Today in UTC as the API takes dates (YYYY-MM-DD). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The id of a company's warehouse by its name (a prepared company has CENTER). */
export async function warehouseId(stack: Stack, token: string, company: Company, name = 'CENTER'): Promise<number> {
  const { listdata } = await api<{ listdata: { whid: number; name: string }[] }>(stack, token, 'GET', master(company, 'warehouse/readallBase'));
  const found = listdata.find((warehouse) => warehouse.name === name);
  if (!found) throw new Error(`No warehouse ${name} (there are: ${listdata.map((warehouse) => warehouse.name).join(', ')})`);
  return found.whid;
}

/** The id (glid) of a company's account by its number, e.g. 6-11000. */
export async function accountId(stack: Stack, token: string, company: Company, glaccount: string): Promise<number> {
  const { listdata } = await api<{ listdata: { glid: number; glaccount: string }[] }>(stack, token, 'GET', master(company, 'glaccount/readallBase?size=500'));
  const found = listdata.find((account) => account.glaccount === glaccount);
  if (!found) throw new Error(`No account ${glaccount} among the company's ${listdata.length} accounts`);
  return found.glid;
}
