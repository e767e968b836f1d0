import { describe, expect, it } from 'vitest';
import { itemToBody, itemToValues, unitPriceFields } from './item-values.ts';

describe('item prices between record and form', () => {
  it('names the five price fields of each unit level as the spec does', () => {
    expect(unitPriceFields(1)).toEqual(['unitprice', 'unitprice2', 'unitprice3', 'unitprice4', 'unitprice5']);
    expect(unitPriceFields(2)).toEqual(['unitprice_l2', 'unitprice2_l2', 'unitprice3_l2', 'unitprice4_l2', 'unitprice5_l2']);
    expect(unitPriceFields(3)[4]).toBe('unitprice5_l3');
  });

  it('shows the stored prices, and empty inputs for a unit level without a unit', () => {
    const values = itemToValues({ unit1: 'PCS', unit2: '', ratio2: '0', unitprice: '1000', unitprice2: '900', unitprice3: '0', unitprice_l2: '0' });
    expect(values.ratio2).toBeNull();
    expect(unitPriceFields(1).map((f) => values[f])).toEqual(['1000', '900', '0', null, null]);
    expect(unitPriceFields(2).map((f) => values[f])).toEqual([null, null, null, null, null]);
  });

  it('sends zeros for empty prices and for a unit level without a unit', () => {
    const body = itemToBody({
      unit1: 'PCS',
      unit2: 'BOX',
      unit3: '',
      ratio2: '12',
      ratio3: '5',
      unitprice: '1500.5',
      unitprice2: '',
      unitprice_l2: '17000',
      unitprice_l3: '1',
      details: [{ personid: 4, persontype: 0, price1: '1400' }, { personid: null, price1: '1' }],
    });
    expect(unitPriceFields(1).map((f) => body[f])).toEqual(['1500.5', '0', '0', '0', '0']);
    expect(unitPriceFields(2).map((f) => body[f])).toEqual(['17000', '0', '0', '0', '0']);
    expect(unitPriceFields(3).map((f) => body[f])).toEqual(['0', '0', '0', '0', '0']);
    expect(body).not.toHaveProperty('prices');
    expect(body.ratio3).toBe('0');
    expect(body.details).toEqual([{ personid: 4, persontype: 0, price1: '1400' }]);
  });

  it.each([
    [2, '24-104-36', '24-104-36'],
    [1, '24-100-02', '24-100-02'],
    [1, undefined, null],
    [0, '24-104-36', null],
  ])('sends the tax object code of an item of type %s (%j) as %j', (itemtype, taxobjectcode, expected) => {
    expect(itemToBody({ unit1: 'JAM', itemtype, taxobjectcode }).taxobjectcode).toBe(expected);
  });
});
