import { describe, expect, it } from 'vitest';
import { itemToBody, itemToValues } from './item-values.ts';

describe('item prices between record and form', () => {
  it('shows five inputs per unit level', () => {
    const values = itemToValues({ unit1: 'PCS', unit2: '', ratio2: '0', prices: { l1: ['1000', '900'], l2: [], l3: [] } });
    expect(values.ratio2).toBeNull();
    expect(values.prices).toEqual({ l1: ['1000', '900', null, null, null], l2: [null, null, null, null, null], l3: [null, null, null, null, null] });
  });

  it('sends zeros for empty prices and nothing for a unit level without a unit', () => {
    const body = itemToBody({
      unit1: 'PCS',
      unit2: 'BOX',
      unit3: '',
      ratio2: '12',
      ratio3: '5',
      prices: { l1: ['1500.5', null, '', null, null], l2: ['17000', null, null, null, null], l3: ['1', null, null, null, null] },
      details: [{ personid: 4, persontype: 0, price1: '1400' }, { personid: null, price1: '1' }],
    });
    expect(body.prices).toEqual({ l1: ['1500.5', '0', '0', '0', '0'], l2: ['17000', '0', '0', '0', '0'], l3: [] });
    expect(body.ratio3).toBe('0');
    expect(body.details).toEqual([{ personid: 4, persontype: 0, price1: '1400' }]);
  });
});
