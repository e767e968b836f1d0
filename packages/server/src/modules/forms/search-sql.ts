import { phraseForms, searchTerms, wordStartPattern, type SearchTerms } from '@lontar/core';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Every server-side search in SQL: which rows match a typed text and how they rank (core's search-terms.ts says
 * what both mean; rankMatch there is the same rule in JavaScript).
 */

type Column = PgColumn | SQL;

/** Text matched literally by LIKE: its own %, _ and \ escaped (backslash is LIKE's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a search reads of a table. */
export interface SearchedColumns {
  /** The record's number or code: rank 0 when it starts with the text. */
  code?: Column;
  /** Its names or descriptions. */
  names: Column[];
  /**
   * A lower-cased column holding the code and the names, trigram-indexed: matched instead of the columns, so the
   * index finds the rows.
   */
  indexed?: Column;
}

// PostgreSQL's class of characters that end a word (core's rankMatch uses the Unicode one).
const PG_NON_WORD = '[^[:alnum:]]';

const lowered = (c: Column) => sql`lower(${c}::text)`;

/**
 * The condition a row must meet — each typed word, or one of its spellings, occurs somewhere — as LIKEs only:
 * LIKE is the operator marked LEAKPROOF (migration 0008), so the trigram index still serves it under row-level
 * security; the ranking's regular expressions are only evaluated on the rows found.
 */
function matchCondition(columns: SearchedColumns, terms: SearchTerms): SQL {
  const haystack = columns.indexed ?? sql`lower(concat_ws(' ', ${sql.join([columns.code, ...columns.names].filter((c) => c !== undefined).map((c) => sql`${c}::text`), sql`, `)}))`;
  return sql.join(
    terms.words.map((word) => sql`(${sql.join(word.forms.map((form) => sql`${haystack} like ${`%${escapeLike(form)}%`}`), sql` or `)})`),
    sql` and `,
  );
}

/**
 * 0 the code starts with the text, 1 a name starts with it (LIKE), 2 every word starts a word of one name (regular
 * expressions), 3 anywhere. CASE stops at the first rank that holds, so the costlier tests run on fewer rows.
 */
function rankExpression(columns: SearchedColumns, terms: SearchTerms): SQL {
  const code = columns.code ? lowered(columns.code) : undefined;
  const names = columns.names.map(lowered);
  const phrases = phraseForms(terms).map((phrase) => `${escapeLike(phrase)}%`);
  const startsWithText = (name: SQL) => sql.join(phrases.map((phrase) => sql`${name} like ${phrase}`), sql` or `);
  // After a space (LIKE, quick) or, failing that, after any other character that ends a word (a regular
  // expression, several times slower): the same rule as the expression alone.
  const wordStarts = (name: SQL) =>
    terms.words.map((word) => sql`(${sql.join(word.forms.map((form) => sql`' ' || ${name} like ${`% ${escapeLike(form)}%`}`), sql` or `)} or ${name} ~ ${wordStartPattern(word, PG_NON_WORD)})`);
  const everyWordStarts = (name: SQL) => sql`(${sql.join(wordStarts(name), sql` and `)})`;
  if (!code && !names.length) return sql`3`;
  return sql`(case
    ${code ? sql`when ${code} like ${`${escapeLike(terms.text)}%`} then 0` : sql``}
    ${names.length ? sql`when ${sql.join(names.map(startsWithText), sql` or `)} then 1 when ${sql.join(names.map(everyWordStarts), sql` or `)} then 2` : sql``}
    else 3 end)`;
}

/** The match condition and rank of a typed text; undefined when nothing but blanks was typed. */
export function rankedSearch(columns: SearchedColumns, input: string | undefined): { where: SQL; rank: SQL } | undefined {
  const terms = searchTerms(input);
  if (!terms) return undefined;
  return { where: matchCondition(columns, terms), rank: rankExpression(columns, terms) };
}
