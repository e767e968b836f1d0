import { describe, expect, it } from 'vitest';
import { checkPriceRange } from '../documents/purchase.checks.ts';
import { TradeError } from '../trade/trade-error.ts';
import { groupLineDiscount, groupPriceLimits, type GroupLimitComponent } from './group-price.ts';

describe('groupLineDiscount', () => {
  it.each<[name: string, customer: string | null, group: string | null, expected: string]>([
    ['the customer default wins', '5', '10', '5'],
    ['the group sales discount without a customer default', null, '10', '10'],
    ['a zero customer default counts as none', '0', '7.5', '7.5'],
    ['an empty customer default counts as none', '', '12.500000', '12.5'],
    ['neither set', null, '0', ''],
    ['neither given', null, null, ''],
    ['the customer default with DB decimals', '2.500000', '10', '2.5'],
  ])('%s', (_name, customer, group, expected) => {
    expect(groupLineDiscount(customer, group)).toBe(expected);
  });
});

const c = (quantity: string, unitratio: string, min: string | null, max: string | null): GroupLimitComponent => ({ quantity, unitratio, min, max });

describe('groupPriceLimits', () => {
  it.each<[name: string, components: GroupLimitComponent[], min: string | null, max: string | null]>([
    ['no components: no bounds', [], null, null],
    ['one component in unit1', [c('2', '1', '1000', '1500')], '2000', '3000'],
    ['a component in a unit of 12', [c('1', '12', '1000', '2000')], '12000', '24000'],
    ['two components summed', [c('2', '1', '1000', '1500'), c('1', '12', '500', '800')], '8000', '12600'],
    ['a component without a minimum adds nothing to it', [c('2', '1', '1000', '1500'), c('1', '1', null, '700')], '2000', '3700'],
    ['a component without a maximum leaves the group without one', [c('2', '1', '1000', '1500'), c('1', '1', '100', '0')], '2100', null],
    ['no component with a minimum: none', [c('2', '1', '0', '1500'), c('3', '1', null, '10')], null, '3030'],
    ['fractions exact', [c('0.5', '1', '333.33', '999.99'), c('1.25', '1', '0.01', '0.03')], '166.6775', '500.0325'],
    ['DB text with six decimals', [c('1.000000', '1.000000', '1500.000000', '2000.000000')], '1500', '2000'],
  ])('%s', (_name, components, min, max) => {
    expect(groupPriceLimits(components)).toEqual({ min, max });
  });

  it.each<[price: string, ok: boolean]>([
    ['1999.99', false],
    ['2000', true],
    ['3000', true],
    ['3000.01', false],
  ])('checked as an item is: %s within 2000–3000 is %s', (price, ok) => {
    const { min, max } = groupPriceLimits([c('2', '1', '1000', '1500')]);
    const run = () => checkPriceRange({ itemno: 'PAKET-A', unitprice: price, minprice: min, maxprice: max }, 'SELL_PRICE_OUT_OF_RANGE');
    if (ok) expect(run).not.toThrow();
    else expect(run).toThrow(TradeError);
  });
});
