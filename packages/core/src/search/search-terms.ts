/**
 * What a typed search means, shared by every server-side search (which turns it into SQL) and by the pickers
 * that search a list already in the browser (the chart of accounts), so both find and order the same records.
 *
 * The text is lower-cased and split into words; a record matches when each word, or one of its spelling
 * variants, occurs somewhere in its code or names. Matches are ranked:
 *   0  the code starts with the text ("2-10" → 2-10100);
 *   1  a name starts with the text, any word in any of its spellings ("hutang usaha" → "Utang Usaha");
 *   2  every word starts a word of one name ("usaha" → "Piutang Usaha");
 *   3  anywhere ("tang" → "Piutang Usaha", "10100" → 1-10100).
 */

/**
 * Spellings of one Indonesian word that people use interchangeably: the standard form (KBBI) and the common
 * non-standard one, plus "aktiva", the older accounting term the glossary keeps beside "aset". Conservative on
 * purpose: a pair is here only when either spelling means the same thing in a chart of accounts or a master
 * list. Never a translation — "payable" finds an account only through its English second name.
 */
export const SPELLING_VARIANTS: readonly (readonly string[])[] = [
  ['utang', 'hutang'],
  ['nomor', 'nomer'],
  ['kuitansi', 'kwitansi'],
  ['provinsi', 'propinsi'],
  ['apotek', 'apotik'],
  ['risiko', 'resiko'],
  ['izin', 'ijin'],
  ['praktik', 'praktek'],
  ['aktif', 'aktip'],
  ['telepon', 'telpon'],
  ['kuartal', 'kwartal'],
  ['kualitas', 'kwalitas'],
  ['analisis', 'analisa'],
  ['sistem', 'sistim'],
  ['jadwal', 'jadual'],
  ['objek', 'obyek'],
  ['teknik', 'tehnik'],
  ['teknisi', 'tehnisi'],
  ['sertifikat', 'sertipikat'],
  ['ekstrem', 'ekstrim'],
  ['karier', 'karir'],
  ['antre', 'antri'],
  ['aset', 'aktiva'],
];

const variantsOf = new Map<string, readonly string[]>(SPELLING_VARIANTS.flatMap((group) => group.map((word) => [word, group] as const)));

/** One typed word and the spellings it stands for; `forms[0]` is the word as typed. */
export interface SearchWord {
  word: string;
  forms: string[];
}

export interface SearchTerms {
  /** The typed text lower-cased, trimmed, with single spaces: what a code must start with. */
  text: string;
  words: SearchWord[];
}

/** The typed text as search words with their variants; undefined when nothing but blanks was typed. */
export function searchTerms(input: string | null | undefined): SearchTerms | undefined {
  const words = (input ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return {
    text: words.join(' '),
    words: words.map((word) => ({ word, forms: [word, ...(variantsOf.get(word) ?? []).filter((form) => form !== word)] })),
  };
}

export type SearchRank = 0 | 1 | 2 | 3;

/** A literal text inside a regular expression; the same escapes hold in JavaScript and PostgreSQL (ARE). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A word's spellings as one regular-expression group. */
export const formsPattern = (word: SearchWord) => `(?:${word.forms.map(escapeRegex).join('|')})`;

/** At most this many spellings of a whole text are tried for rank 1 (two variant words give four). */
const MAX_PHRASES = 16;

/**
 * Rank 1: the texts a name may start with — the typed words joined by single spaces, each in any of its
 * spellings (the first MAX_PHRASES of them).
 */
export function phraseForms(terms: SearchTerms): string[] {
  let phrases = [''];
  for (const [i, word] of terms.words.entries()) {
    phrases = phrases.flatMap((phrase) => word.forms.map((form) => (i === 0 ? form : `${phrase} ${form}`))).slice(0, MAX_PHRASES);
  }
  return phrases;
}

/**
 * Rank 2, one word: the word (any spelling) at the start of a word of a name, `nonWord` being the dialect's class
 * of characters that end a word.
 */
export const wordStartPattern = (word: SearchWord, nonWord: string) => `(?:^|${nonWord})${formsPattern(word)}`;

const JS_NON_WORD = '[^\\p{L}\\p{N}]';

interface Searched {
  /** The record's number or code (account number, customer number). */
  code?: string | null;
  /** Its names (name, second name, description). */
  names: (string | null | undefined)[];
}

/** Where a record ranks for a search (0 best), or undefined when it does not match; the server ranks alike. */
export function rankMatch(terms: SearchTerms, record: Searched): SearchRank | undefined {
  const code = (record.code ?? '').toLowerCase();
  const names = record.names.map((name) => (name ?? '').toLowerCase());
  const everywhere = [code, ...names].join(' ');
  if (!terms.words.every((word) => word.forms.some((form) => everywhere.includes(form)))) return undefined;
  if (code && code.startsWith(terms.text)) return 0;
  const phrases = phraseForms(terms);
  if (names.some((name) => phrases.some((phrase) => name.startsWith(phrase)))) return 1;
  const wordStarts = terms.words.map((word) => new RegExp(wordStartPattern(word, JS_NON_WORD), 'u'));
  if (names.some((name) => wordStarts.every((re) => re.test(name)))) return 2;
  return 3;
}
