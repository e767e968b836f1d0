import { rankMatch, searchTerms, type SearchRank, type SearchTerms } from '@lontar/core';

interface SearchedAccount {
  glid: number;
  glaccount: string;
  accountname: string;
  accountname2?: string;
}

/**
 * The chart is searched in the browser (it is loaded whole for the tree), with core's rule, so an account picker
 * finds and orders what a server-side search would: number prefix, name starting with the text, a word starting
 * with it, anywhere; spelling variants ("hutang") are the same word. The ranks of the last search are kept: a
 * selector asks for each option once to filter and many times to sort.
 */
export function createAccountRanker() {
  let last: string | undefined;
  let terms: SearchTerms | undefined;
  const ranks = new Map<number, SearchRank | undefined>();
  /** The account's rank for the text (0 best), undefined when it does not match, 0 for every account when no text. */
  return (search: string, account: SearchedAccount): SearchRank | undefined => {
    if (search !== last) {
      last = search;
      terms = searchTerms(search);
      ranks.clear();
    }
    if (!terms) return 0;
    if (!ranks.has(account.glid)) ranks.set(account.glid, rankMatch(terms, { code: account.glaccount, names: [account.accountname, account.accountname2] }));
    return ranks.get(account.glid);
  };
}

export type AccountRanker = ReturnType<typeof createAccountRanker>;

/**
 * Order of two options for a search: by rank, and within a rank, in a posting field, postable accounts before
 * parents (Enter on a parent is refused); otherwise as listed (the tree's order — a stable sort keeps it).
 */
export function compareForSearch(rank: AccountRanker, search: string, a: SearchedAccount & { parent: boolean }, b: SearchedAccount & { parent: boolean }, parentsLast: boolean): number {
  if (!search.trim()) return 0;
  const byRank = (rank(search, a) ?? 4) - (rank(search, b) ?? 4);
  if (byRank !== 0 || !parentsLast) return byRank;
  return Number(a.parent) - Number(b.parent);
}
