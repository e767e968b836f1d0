import { describe, expect, it } from 'vitest';
import { translate } from '../messages/translate.ts';
import { ZItemAdjustment, ZSerialRow } from './goods.schema.ts';
import { checkSerials, type SerialItem, type SerialLine } from './serial-check.ts';

const SN: SerialItem = { itemno: 'HP-01', usesn: true, forcesn: true, useexp: false, sntype: 0 };
const BATCH: SerialItem = { itemno: 'OBAT', usesn: true, forcesn: true, useexp: true, sntype: 1 };
const LOOSE: SerialItem = { ...SN, itemno: 'KABEL', forcesn: false };
const PLAIN: SerialItem = { itemno: 'GULA', usesn: false, forcesn: false, useexp: false, sntype: 0 };

const rows = (...numbers: string[]) => numbers.map((serialno) => ({ serialno, quantity: '1' }));
const line = (item: SerialItem, qtyUnit1: string, serials: SerialLine['serials'], direction: 'in' | 'out' = 'in'): SerialLine => ({ item, direction, qtyUnit1, serials });
const keys = (lines: SerialLine[], uses = true) => checkSerials(lines, uses).map((p) => `${p.line}:${p.field}:${p.key}`);

describe('checkSerials', () => {
  it.each<[string, SerialLine[], string[]]>([
    ['serial numbers adding up to the quantity', [line(SN, '3', rows('A1', 'A2', 'A3'))], []],
    ['serial numbers short of the quantity', [line(SN, '3', rows('A1', 'A2'))], ['0:serials:SERIAL_QTY_MISMATCH']],
    ['serial numbers over the quantity (a DUS of 12 typed as 1 row)', [line(SN, '12', rows('A1'))], ['0:serials:SERIAL_QTY_MISMATCH']],
    ['no rows for a forced item', [line(SN, '1', [])], ['0:serials:SERIAL_QTY_MISMATCH']],
    ['no rows for an item without forcesn', [line(LOOSE, '5', [])], []],
    ['some rows for an item without forcesn', [line(LOOSE, '5', rows('K1'))], []],
    ['a serial number with quantity 2', [line(SN, '2', [{ serialno: 'A1', quantity: '2' }])], ['0:serials.0.quantity:SERIAL_QTY_ONE']],
    ['a serial number twice on a line', [line(SN, '2', rows('A1', 'A1'))], ['0:serials.1.serialno:SERIAL_DUPLICATE']],
    ['a serial number on two lines of the item', [line(SN, '1', rows('A1')), line(SN, '1', rows('A1'), 'out')], ['1:serials.0.serialno:SERIAL_DUPLICATE']],
    ['one number on two items is two numbers', [line(SN, '1', rows('A1')), line(LOOSE, '1', rows('A1'))], []],
    ['a batch number twice on a line', [line(BATCH, '5', [{ serialno: 'B1', quantity: '2', expdate: '2027-01-01' }, { serialno: 'B1', quantity: '3', expdate: '2027-01-01' }])], ['0:serials.1.serialno:BATCH_DUPLICATE']],
    ['a batch on two lines (two warehouses)', [line(BATCH, '2', [{ serialno: 'B1', quantity: '2', expdate: '2027-01-01' }]), line(BATCH, '1', [{ serialno: 'B1', quantity: '1', expdate: '2027-01-01' }])], []],
    ['batches adding up in decimals', [line(BATCH, '2.5', [{ serialno: 'B1', quantity: '1.25', expdate: '2027-01-01' }, { serialno: 'B2', quantity: '1.250', expdate: '2027-02-01' }])], []],
    ['a batch short', [line(BATCH, '10', [{ serialno: 'B1', quantity: '4', expdate: '2027-01-01' }])], ['0:serials:BATCH_QTY_MISMATCH']],
    ['an incoming batch without expiry (useexp)', [line(BATCH, '4', [{ serialno: 'B1', quantity: '4' }])], ['0:serials.0.expdate:SERIAL_EXPDATE_REQUIRED']],
    ['an outgoing batch without expiry', [line(BATCH, '4', [{ serialno: 'B1', quantity: '4' }], 'out')], []],
    ['rows on an item that does not use them', [line(PLAIN, '1', rows('X'))], ['0:serials:SERIAL_ITEM_NOT_TRACKED']],
    ['a plain item without rows', [line(PLAIN, '1', [])], []],
  ])('%s', (_name, lines, expected) => {
    expect(keys(lines)).toEqual(expected);
  });

  it('with the company feature off: rows are refused, a forced item without rows passes', () => {
    expect(keys([line(SN, '1', rows('A1'))], false)).toEqual(['0:serials:SERIAL_FEATURE_OFF']);
    expect(keys([line(SN, '1', [])], false)).toEqual([]);
  });

  it('names the item and the line quantity in the message of the spec', () => {
    const [problem] = checkSerials([line(SN, '3', rows('A1'))], true);
    expect(translate('id', problem!.key, problem!.params)).toBe('Kuantitas No. Serial HP-01 Barang tidak sesuai.');
    const [batch] = checkSerials([line(BATCH, '3', [{ serialno: 'B', quantity: '1', expdate: '2027-01-01' }])], true);
    expect(translate('id', batch!.key, batch!.params)).toBe('Kuantitas No. Batch OBAT Barang tidak sesuai.');
    expect(translate('en', batch!.key, batch!.params)).toBe('Batch number quantity of item OBAT does not match.');
  });
});

describe('serial rows in the goods schema', () => {
  it.each([
    [{ serialno: ' SN-1 ', quantity: '1' }, true],
    [{ serialno: 'B-7', quantity: '2,5', expdate: '2027-03-31' }, true],
    [{ serialno: '', quantity: '1' }, false],
    [{ serialno: 'SN-1', quantity: '0' }, false],
    [{ serialno: 'SN-1', quantity: '1', expdate: '2027-02-30' }, false],
    [{ serialno: 'SN-1', quantity: '1', warehouse: 3 }, false],
  ])('%j valid: %s', (row, ok) => {
    expect(ZSerialRow.safeParse(row).success).toBe(ok);
  });

  it('a line carries its rows, trimmed and with the comma read as a decimal point', () => {
    const doc = ZItemAdjustment.parse({ adjdate: '2026-03-01', adjaccnt: 1, details: [{ itemno: 'OBAT', quantity: '2', serials: [{ serialno: ' B1 ', quantity: '2,0' }] }] });
    expect(doc.details[0]!.serials).toEqual([{ serialno: 'B1', quantity: '2.0' }]);
  });
});
