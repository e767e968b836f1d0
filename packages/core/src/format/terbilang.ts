import Decimal from 'decimal.js';
import type { Lang } from '../constants.ts';

const ID_ONES = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'sebelas'];
const ID_SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun', 'kuadriliun'];
const EN_ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

/** 0 < n < 1000 in Indonesian: 'se-' for a leading one (seratus, sepuluh), 'belas' for 12–19. */
function idBelowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push('seratus');
  else if (hundreds > 1) words.push(ID_ONES[hundreds]!, 'ratus');
  if (rest < 12) {
    if (rest > 0) words.push(ID_ONES[rest]!);
  } else if (rest < 20) words.push(ID_ONES[rest - 10]!, 'belas');
  else {
    words.push(ID_ONES[Math.floor(rest / 10)]!, 'puluh');
    if (rest % 10) words.push(ID_ONES[rest % 10]!);
  }
  return words;
}

function enBelowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(EN_ONES[hundreds]!, 'hundred');
  if (rest >= 20) words.push(EN_TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${EN_ONES[rest % 10]}` : ''));
  else if (rest > 0) words.push(EN_ONES[rest]!);
  return words;
}

/** A whole number given as digits (no sign), grouped in thousands. "1000" is "seribu" in Indonesian. */
function integerWords(digits: string, lang: Lang): string[] {
  const trimmed = digits.replace(/^0+/, '');
  if (!trimmed) return [lang === 'id' ? 'nol' : 'zero'];
  const groups: number[] = [];
  for (let end = trimmed.length; end > 0; end -= 3) groups.unshift(Number(trimmed.slice(Math.max(0, end - 3), end)));
  const scales = lang === 'id' ? ID_SCALES : EN_SCALES;
  if (groups.length > scales.length) throw new RangeError(`terbilang: ${digits} is too large`);
  const words: string[] = [];
  groups.forEach((group, i) => {
    const scale = groups.length - 1 - i;
    if (group === 0) return;
    if (lang === 'id' && scale === 1 && group === 1) {
      words.push('seribu');
      return;
    }
    words.push(...(lang === 'id' ? idBelowThousand(group) : enBelowThousand(group)));
    if (scale > 0) words.push(scales[scale]!);
  });
  return words;
}

/**
 * An amount in words for printed documents ("Terbilang"): 1250000 → "satu juta dua ratus lima puluh ribu
 * rupiah" (English: "one million two hundred fifty thousand rupiah"). The amount is a decimal string, never a
 * JS number; it is rounded to two decimals and a fraction is read as sen (cents): "… rupiah lima puluh sen".
 * `unit` is the currency word ('' for none).
 */
export function terbilang(amount: string, lang: Lang = 'id', unit = 'rupiah'): string {
  const value = new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const [int = '0', frac = '00'] = value.abs().toFixed(2).split('.');
  const words = integerWords(int, lang);
  if (unit) words.push(unit);
  if (frac !== '00') {
    if (lang === 'en') words.push('and');
    words.push(...integerWords(frac, lang), lang === 'id' ? 'sen' : frac === '01' ? 'cent' : 'cents');
  }
  if (value.isNegative() && !value.isZero()) words.unshift('minus');
  return words.join(' ');
}
