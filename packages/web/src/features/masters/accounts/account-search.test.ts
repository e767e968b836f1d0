import { describe, expect, it } from 'vitest';
import { compareForSearch, createAccountRanker } from './account-search.ts';
import { buildAccountTree, filterAccountTree, flattenTree, type ChartAccount } from './account-tree.ts';

const account = (glid: number, glaccount: string, accountname: string, accountname2 = '', parentaccount: number | null = null): ChartAccount => ({
  glid,
  glaccount,
  accountname,
  accountname2,
  accounttype: 1,
  parentaccount,
  suspended: false,
});

const chart = [
  account(1, '1-10100', 'Piutang Usaha', 'Accounts Receivable'),
  account(2, '2-10000', 'Utang', 'Payables'),
  account(3, '2-10100', 'Utang Usaha', 'Accounts Payable', 2),
  account(4, '2-10200', 'Hutang Gaji', '', 2),
  account(5, '6-10000', 'Beban Usaha'),
  account(6, '6-10100', 'Beban Bunga Utang', '', 5),
];
const nodes = flattenTree(buildAccountTree(chart));

/** What the account selector shows for a search: the options it keeps, in the order it sorts them. */
function shown(search: string, parentsLast = true) {
  const rank = createAccountRanker();
  return nodes
    .filter((node) => rank(search, node) !== undefined)
    .sort((a, b) => compareForSearch(rank, search, a, b, parentsLast))
    .map((node) => `${node.glaccount} ${node.accountname}`);
}

describe('account selector search', () => {
  it('puts Utang Usaha first for "Utang Usaha", so Enter takes it', () => {
    expect(shown('Utang Usaha')).toEqual(['2-10100 Utang Usaha', '1-10100 Piutang Usaha']);
  });

  it('finds Utang for "hutang", postable accounts before their parent within a rank', () => {
    expect(shown('hutang')).toEqual(['2-10100 Utang Usaha', '2-10200 Hutang Gaji', '2-10000 Utang', '6-10100 Beban Bunga Utang', '1-10100 Piutang Usaha']);
    expect(shown('hutang', false)).toEqual(['2-10000 Utang', '2-10100 Utang Usaha', '2-10200 Hutang Gaji', '6-10100 Beban Bunga Utang', '1-10100 Piutang Usaha']);
  });

  it('ranks a number prefix first and reads English only in the second name', () => {
    expect(shown('2-10')).toEqual(['2-10100 Utang Usaha', '2-10200 Hutang Gaji', '2-10000 Utang']);
    expect(shown('payable')).toEqual(['2-10000 Utang', '2-10100 Utang Usaha']);
    expect(shown('debt')).toEqual([]);
  });

  it('keeps the tree order when nothing is typed', () => {
    expect(shown('  ')).toEqual(nodes.map((node) => `${node.glaccount} ${node.accountname}`));
  });
});

describe('chart tree filter', () => {
  it('treats spelling variants as the same word and keeps the parents leading to a match', () => {
    const found = flattenTree(filterAccountTree(buildAccountTree(chart), 'hutang gaji'));
    expect(found.map((node) => node.glaccount)).toEqual(['2-10000', '2-10200']);
    expect(flattenTree(filterAccountTree(buildAccountTree(chart), 'utang gaji')).map((node) => node.glaccount)).toEqual(['2-10000', '2-10200']);
  });
});
