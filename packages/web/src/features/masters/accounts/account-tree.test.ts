import { describe, expect, it } from 'vitest';
import { buildAccountTree, filterAccountTree, flattenTree, parentIds, type ChartAccount } from './account-tree.ts';

const account = (glid: number, glaccount: string, accountname: string, parentaccount: number | null = null): ChartAccount => ({
  glid,
  glaccount,
  accountname,
  accounttype: 1,
  parentaccount,
  suspended: false,
});

const chart = [
  account(1, '1-10000', 'Kas & Bank'),
  account(3, '1-10002', 'Kas Kecil', 1),
  account(2, '1-10001', 'Kas', 1),
  account(4, '1-10010', 'Bank', 1),
  account(5, '1-10011', 'Bank BCA', 4),
  account(6, '2-10000', 'Utang Usaha'),
];

describe('chart of accounts tree', () => {
  it('nests accounts under their parents in number order and marks parents', () => {
    const tree = buildAccountTree(chart);
    expect(tree.map((node) => node.glaccount)).toEqual(['1-10000', '2-10000']);
    expect(tree[0]?.children?.map((node) => node.glaccount)).toEqual(['1-10001', '1-10002', '1-10010']);
    expect(flattenTree(tree).map((node) => [node.glaccount, node.depth, node.parent])).toEqual([
      ['1-10000', 0, true],
      ['1-10001', 1, false],
      ['1-10002', 1, false],
      ['1-10010', 1, true],
      ['1-10011', 2, false],
      ['2-10000', 0, false],
    ]);
    expect([...parentIds(chart)].sort()).toEqual([1, 4]);
  });

  it('keeps the parents leading to a match when searching', () => {
    const found = flattenTree(filterAccountTree(buildAccountTree(chart), 'bca'));
    expect(found.map((node) => node.glaccount)).toEqual(['1-10000', '1-10010', '1-10011']);
  });

  it('does not loop on a cycle and shows an orphan at the top', () => {
    const odd = [account(7, '9-1', 'A', 8), account(8, '9-2', 'B', 7), account(9, '9-3', 'Orphan', 99)];
    expect(flattenTree(buildAccountTree(odd)).map((node) => node.glaccount)).toEqual(['9-3']);
  });
});
