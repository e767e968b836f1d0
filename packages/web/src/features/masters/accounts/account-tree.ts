import { rankMatch, searchTerms, type SearchTerms } from '@lontar/core';

/** A chart-of-accounts row as glaccount/readall lists it (API.md §6). */
export interface ChartAccount {
  glid: number;
  glaccount: string;
  accountname: string;
  accountname2?: string;
  accounttype: number;
  parentaccount: number | null;
  currencyid?: number | null;
  suspended: boolean;
}

export interface AccountNode extends ChartAccount {
  /** Has child accounts: a parent, which cannot be posted to. */
  parent: boolean;
  depth: number;
  children?: AccountNode[];
}

/** The ids of accounts that have children (parents cannot be chosen for posting). */
export function parentIds(accounts: readonly ChartAccount[]): Set<number> {
  return new Set(accounts.map((account) => account.parentaccount).filter((id): id is number => id !== null));
}

/** The chart as a tree by parentaccount, each level in account-number order; an unknown parent puts an account at the top. */
export function buildAccountTree(accounts: readonly ChartAccount[]): AccountNode[] {
  const parents = parentIds(accounts);
  const byParent = new Map<number | null, ChartAccount[]>();
  const known = new Set(accounts.map((account) => account.glid));
  for (const account of accounts) {
    const key = account.parentaccount !== null && known.has(account.parentaccount) ? account.parentaccount : null;
    byParent.set(key, [...(byParent.get(key) ?? []), account]);
  }
  const grow = (parent: number | null, depth: number, seen: Set<number>): AccountNode[] =>
    (byParent.get(parent) ?? [])
      .filter((account) => !seen.has(account.glid))
      .sort((a, b) => a.glaccount.localeCompare(b.glaccount, undefined, { numeric: true }))
      .map((account) => {
        const children = grow(account.glid, depth + 1, new Set([...seen, account.glid]));
        return { ...account, parent: parents.has(account.glid), depth, ...(children.length ? { children } : {}) };
      });
  return grow(null, 0, new Set());
}

/**
 * The tree cut to the accounts whose number or names hold every typed word (or a spelling variant of it, as every
 * search matches), with the parents that lead to them.
 */
export function filterAccountTree(nodes: readonly AccountNode[], search: string): AccountNode[] {
  const terms = searchTerms(search);
  return terms ? filterByTerms(nodes, terms) : [...nodes];
}

function filterByTerms(nodes: readonly AccountNode[], terms: SearchTerms): AccountNode[] {
  const matches = (node: AccountNode) => rankMatch(terms, { code: node.glaccount, names: [node.accountname, node.accountname2] }) !== undefined;
  return nodes.flatMap((node) => {
    const children = filterByTerms(node.children ?? [], terms);
    if (!matches(node) && children.length === 0) return [];
    return [{ ...node, ...(children.length ? { children } : { children: undefined }) }];
  });
}

/** Every account of the tree in display order, with its depth (for flat selectors). */
export function flattenTree(nodes: readonly AccountNode[]): AccountNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])]);
}
