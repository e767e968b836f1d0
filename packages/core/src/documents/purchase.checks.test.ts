import { describe, expect, it } from 'vitest';
import { translate } from '../messages/translate.ts';
import { TradeError } from '../trade/trade-error.ts';
import { checkPurchaseItem, checkPurchasePrice, invoiceLineKind, returnMode } from './purchase.checks.ts';

const refusal = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (e) {
    if (!(e instanceof TradeError)) throw e;
    return translate('en', e.code, e.params);
  }
};

describe('purchasing checks', () => {
  it.each([
    [0, null],
    [1, null],
    [2, 'Service items cannot be entered in purchasing.'],
  ])('item type %i', (itemtype, message) => {
    expect(refusal(() => checkPurchaseItem(itemtype))).toBe(message);
  });

  it.each([
    [{ unitprice: '100', minprice: '90', maxprice: '110' }, null],
    [{ unitprice: '90', minprice: '90', maxprice: '110' }, null],
    [{ unitprice: '89.99', minprice: '90', maxprice: '110' }, 'The purchase price of item A-1 must be between 90 and 110.'],
    [{ unitprice: '110.01', minprice: '90', maxprice: '110' }, 'The purchase price of item A-1 must be between 90 and 110.'],
    [{ unitprice: '1000000', minprice: '90', maxprice: '0' }, null],
    [{ unitprice: '1', minprice: null, maxprice: null }, null],
  ])('price %o', (over, message) => {
    expect(refusal(() => checkPurchasePrice({ itemno: 'A-1', ...over }))).toBe(message);
  });

  it.each([
    [{ itemtype: 0, received: true }, 'received'],
    [{ itemtype: 0, received: false }, 'direct'],
    [{ itemtype: 1, received: false }, 'noninventory'],
  ])('invoice line %o posts as %s', (line, kind) => {
    expect(invoiceLineKind(line)).toBe(kind);
  });

  it('refuses a service on an invoice line', () => {
    expect(refusal(() => invoiceLineKind({ itemtype: 2, received: false }))).toBe('Service items cannot be entered in purchasing.');
  });

  it.each([
    [{ withoutpi: false, isnihil: false }, 'invoice'],
    [{ withoutpi: true, isnihil: false }, 'withoutpi'],
    [{ withoutpi: true, isnihil: true }, 'nihil'],
    [{ withoutpi: false, isnihil: true }, 'nihil'],
  ])('return %o settles as %s', (flags, mode) => {
    expect(returnMode(flags)).toBe(mode);
  });
});
