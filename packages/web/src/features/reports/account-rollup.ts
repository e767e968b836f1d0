import { sumAmounts } from '@lontar/core';
import { buildAccountTree, type AccountNode, type ChartAccount } from '../masters/accounts/account-tree.ts';

/** A report row of one account: its amounts in the report's column order. */
export interface AmountRow {
  glid: number;
  glaccount: string;
  accountname: string;
  amounts: string[];
}

/** A row as shown: postable accounts with their amounts, parents with the sum of the accounts under them. */
export interface RolledRow extends AmountRow {
  accountname2?: string;
  depth: number;
  /** Shows a subtotal of child accounts rather than postings of its own. */
  parent: boolean;
}

/**
 * The report's accounts in chart-of-accounts tree order, each parent that leads to one of them added with the sum
 * of its children, indented by depth. Reports only hold postable accounts (parents cannot be posted to); without
 * the chart (no right to it) the rows stay flat in account-number order.
 */
export function rollUp(rows: readonly AmountRow[], chart: readonly ChartAccount[] | undefined): RolledRow[] {
  const width = rows[0]?.amounts.length ?? 0;
  const byGlid = new Map(rows.map((row) => [row.glid, row]));
  const flat = () => [...rows].sort((a, b) => a.glaccount.localeCompare(b.glaccount, undefined, { numeric: true })).map((row) => ({ ...row, depth: 0, parent: false }));
  if (!chart?.length) return flat();
  const placed = new Set<number>();

  const walk = (nodes: readonly AccountNode[]): RolledRow[][] =>
    nodes.flatMap((node) => {
      const below = walk(node.children ?? []);
      const own = byGlid.get(node.glid);
      if (!own && below.length === 0) return [];
      if (own) placed.add(node.glid);
      const children = below.map((branch) => branch[0]!);
      const amounts = Array.from({ length: width }, (_unused, i) => sumAmounts([own?.amounts[i] ?? '0', ...children.map((child) => child.amounts[i] ?? '0')]));
      const row: RolledRow = {
        glid: node.glid,
        glaccount: node.glaccount,
        accountname: own?.accountname ?? node.accountname,
        accountname2: node.accountname2,
        amounts,
        depth: node.depth,
        parent: below.length > 0,
      };
      return [[row, ...below.flat()]];
    });

  const tree = walk(buildAccountTree(chart)).flat();
  // An account the chart does not list (added since it was loaded) still shows, at the end.
  const missing = flat().filter((row) => !placed.has(row.glid));
  return [...tree, ...missing];
}
