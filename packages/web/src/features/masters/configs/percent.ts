/**
 * Moves the decimal point of a decimal string (× 10^places), exactly and without a JS number: the tax master stores
 * rates as fractions (0.11) and the form shows percentages (11).
 */
export function shiftDecimal(value: string, places: number): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', int = '', frac = ''] = match;
  let digits = int + frac;
  let point = int.length + places;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const rest = digits.slice(point).replace(/0+$/, '');
  const text = rest ? `${whole}.${rest}` : whole;
  return sign && text !== '0' ? `-${text}` : text;
}

export const toPercent = (fraction: unknown) => (typeof fraction === 'string' && fraction !== '' ? shiftDecimal(fraction, 2) : fraction);
export const toFraction = (percent: unknown) => (typeof percent === 'string' && /^-?\d*(\.\d*)?$/.test(percent) && percent !== '' ? shiftDecimal(percent, -2) : percent);
