import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let req: Awaited<ReturnType<typeof companyFixture>>['req'];

beforeAll(async () => {
  t = await createTestApp();
  ({ req } = await companyFixture(t, 'PT Laporan', { language: 'en' }));
  const v = (date: string, amount: string) => ({ transdate: date, details: [{ glaccount: '6-10200', glamount: amount }, { glaccount: '1-10002', glamount: `-${amount}` }] });
  for (const [d, a] of [['2026-09-30', '100'], ['2026-10-02', '200'], ['2026-10-15', '300'], ['2026-10-15', '400'], ['2026-11-01', '500']] as const) await req('POST', 'journal-voucher', v(d, a));
});
afterAll(() => t.close());

describe('account history (glaccount-glhist)', () => {
  it('opens with the balance before the range and runs a balance through keyset pages', async () => {
    const first = (await req('GET', 'glaccount-glhist?DFROM=2026-10-01&DTO=2026-10-31&VGLACCOUNT=6-10200&size=2')).json();
    expect(first.opening).toBe('100');
    expect(first.listdata.map((r: { debit: string; balance: string }) => [r.debit, r.balance])).toEqual([['200', '300'], ['300', '600']]);
    expect(first.next).toBeTruthy();
    const second = (await req('GET', `glaccount-glhist?DFROM=2026-10-01&DTO=2026-10-31&VGLACCOUNT=6-10200&size=2&after=${first.next}`)).json();
    expect(second.listdata.map((r: { debit: string; balance: string }) => [r.debit, r.balance])).toEqual([['400', '1000']]);
    expect(second.next).toBeNull();
    const mid = (await req('GET', 'glaccount-glhist?DFROM=2026-10-10&DTO=2026-11-30&VGLACCOUNT=1-10002')).json();
    expect(mid.opening).toBe('-300');
    expect(mid.listdata.at(-1).balance).toBe('-1500');
  });

  it('runs the same balance through one-line pages, unfiltered and filtered by user', async () => {
    const base = 'glaccount-glhist?DFROM=2026-10-01&DTO=2026-11-30&VGLACCOUNT=6-10200';
    const whole = (await req('GET', base)).json().listdata as { balance: string; userid: number }[];
    expect(whole.map((r) => r.balance)).toEqual(['300', '600', '1000', '1500']);
    const paged = async (query: string) => {
      const balances: string[] = [];
      let next: string | null = null;
      do {
        const page: { listdata: { balance: string }[]; next: string | null } = (await req('GET', `${query}&size=1${next ? `&after=${next}` : ''}`)).json();
        balances.push(...page.listdata.map((r) => r.balance));
        next = page.next;
      } while (next);
      return balances;
    };
    expect(await paged(base)).toEqual(['300', '600', '1000', '1500']);
    expect(await paged(`${base}&VUSERID=${whole[0]!.userid}`)).toEqual(['300', '600', '1000', '1500']);
    expect((await req('GET', `${base}&VUSERID=${whole[0]!.userid + 999}`)).json().listdata).toEqual([]);
  });

  it('refuses a reversed range and an unknown account', async () => {
    expect((await req('GET', 'glaccount-glhist?DFROM=2026-10-31&DTO=2026-10-01&VGLACCOUNT=6-10200')).statusCode).toBe(400);
    expect((await req('GET', 'glaccount-glhist?DFROM=2026-10-01&DTO=2026-10-31&VGLACCOUNT=0-00000')).statusCode).toBe(404);
  });
});

describe('trial balance', () => {
  it('shows opening, movements and ending, netting to zero', async () => {
    const rows = (await req('GET', 'trial-balance?from=2026-10&to=2026-10')).json().listdata;
    const expense = rows.find((r: { glaccount: string }) => r.glaccount === '6-10200');
    expect(expense).toMatchObject({ opening: '100', debit: '900', credit: '0', ending: '1000' });
    expect(rows.reduce((s: number, r: { ending: string }) => s + Number(r.ending), 0)).toBe(0);
  });

  it('exports to CSV with the header in the user language', async () => {
    const res = await req('GET', 'trial-balance?from=2026-10&to=2026-10&format=csv');
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Account,Name,Opening,Debit,Credit,Ending');
    expect(lines).toContain('6-10200,Beban Sewa,100,900,0,1000');
  });
});
