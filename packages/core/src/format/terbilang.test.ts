import { describe, expect, it } from 'vitest';
import { terbilang } from './terbilang.ts';

describe('terbilang (amount in words)', () => {
  it.each([
    ['0', 'nol rupiah'],
    ['1', 'satu rupiah'],
    ['10', 'sepuluh rupiah'],
    ['11', 'sebelas rupiah'],
    ['12', 'dua belas rupiah'],
    ['19', 'sembilan belas rupiah'],
    ['20', 'dua puluh rupiah'],
    ['21', 'dua puluh satu rupiah'],
    ['100', 'seratus rupiah'],
    ['101', 'seratus satu rupiah'],
    ['111', 'seratus sebelas rupiah'],
    ['250', 'dua ratus lima puluh rupiah'],
    ['1000', 'seribu rupiah'],
    ['1001', 'seribu satu rupiah'],
    ['1100', 'seribu seratus rupiah'],
    ['2000', 'dua ribu rupiah'],
    ['11000', 'sebelas ribu rupiah'],
    ['100000', 'seratus ribu rupiah'],
    ['101000', 'seratus satu ribu rupiah'],
    ['1250000', 'satu juta dua ratus lima puluh ribu rupiah'],
    ['1000000', 'satu juta rupiah'],
    ['1001000', 'satu juta seribu rupiah'],
    ['5000000000', 'lima miliar rupiah'],
    ['1000000000000', 'satu triliun rupiah'],
    ['999999999999999999', 'sembilan ratus sembilan puluh sembilan kuadriliun sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah'],
    ['1250000.50', 'satu juta dua ratus lima puluh ribu rupiah lima puluh sen'],
    ['0.05', 'nol rupiah lima sen'],
    ['16250.005', 'enam belas ribu dua ratus lima puluh rupiah satu sen'],
    ['-1500', 'minus seribu lima ratus rupiah'],
    ['1500.000000', 'seribu lima ratus rupiah'],
  ])('id: %s → %s', (amount, words) => {
    expect(terbilang(amount)).toBe(words);
  });

  it.each([
    ['0', 'zero rupiah'],
    ['15', 'fifteen rupiah'],
    ['42', 'forty-two rupiah'],
    ['1000', 'one thousand rupiah'],
    ['1250000', 'one million two hundred fifty thousand rupiah'],
    ['7000000000', 'seven billion rupiah'],
    ['1001', 'one thousand one rupiah'],
    ['99.99', 'ninety-nine rupiah and ninety-nine cents'],
    ['-20', 'minus twenty rupiah'],
    ['100', 'one hundred rupiah'],
    ['110', 'one hundred ten rupiah'],
    ['30525000', 'thirty million five hundred twenty-five thousand rupiah'],
    ['2000000000000', 'two trillion rupiah'],
    ['1000000.01', 'one million rupiah and one cent'],
    ['0.10', 'zero rupiah and ten cents'],
  ])('en: %s → %s', (amount, words) => {
    expect(terbilang(amount, 'en')).toBe(words);
  });

  it('takes another currency word, or none', () => {
    expect(terbilang('3000', 'id', 'dolar')).toBe('tiga ribu dolar');
    expect(terbilang('3000', 'en', '')).toBe('three thousand');
  });

  it('refuses amounts beyond the largest scale and text that is not a number', () => {
    expect(() => terbilang('1000000000000000000000')).toThrow(RangeError);
    expect(() => terbilang('satu')).toThrow();
  });
});
