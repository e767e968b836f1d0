import Decimal from 'decimal.js';
import type { MessageKey } from '../messages/id.ts';
import type { MessageParams } from '../messages/translate.ts';
import type { TSerialRow } from './goods.schema.ts';

/** What the serial checks need of an item (spec 002 §3.1 flags). `sntype` 0: serial numbers, otherwise batches. */
export interface SerialItem {
  itemno: string;
  usesn: boolean;
  forcesn: boolean;
  useexp: boolean;
  sntype: number;
}

/** One goods line as the serial checks see it: its item, whether goods come in, its quantity in unit1 and its rows. */
export interface SerialLine {
  item: SerialItem;
  direction: 'in' | 'out';
  /** Quantity × unit ratio: what the rows of a line of an item with `forcesn` add up to. */
  qtyUnit1: string;
  serials: readonly TSerialRow[];
}

/** A problem with one line's serial rows: the field under `details.{line}.`, the message key and its parameters. */
export interface SerialProblem {
  line: number;
  field: string;
  key: MessageKey;
  params: MessageParams;
}

export const isSerialNumber = (item: Pick<SerialItem, 'sntype'>) => item.sntype === 0;

/** A serial or batch number as it is stored and compared: trimmed, as typed otherwise. */
export const serialKey = (itemno: string, serialno: string) => `${itemno}\u0000${serialno.trim()}`;

/**
 * Checks the serial or batch rows of a document's lines (API.md §7.2, spec 001 §5), every problem at once:
 * - rows only when the company uses serial numbers (`usesn` preference) and the item does (`usesn` flag);
 * - a serial number (`sntype` 0) has quantity 1;
 * - a number appears once on a line, and a serial number once in the whole document (for one item);
 * - an incoming row of an item with `useexp` has its expiry date;
 * - with `forcesn` the rows add up to the line's quantity × unit ratio
 *   ("Kuantitas No. Serial {item} Barang tidak sesuai." / "No. Batch").
 * Whether a number is in stock is the server's check (it needs the stock); this one is pure.
 */
export function checkSerials(lines: readonly SerialLine[], companyUsesSerials: boolean): SerialProblem[] {
  const problems: SerialProblem[] = [];
  const seenSerials = new Set<string>();
  lines.forEach((line, index) => {
    const { item, serials } = line;
    const add = (field: string, key: MessageKey, params: MessageParams = {}) => problems.push({ line: index, field, key, params: { item: item.itemno, ...params } });
    if (!companyUsesSerials || !item.usesn) {
      if (serials.length) add('serials', companyUsesSerials ? 'SERIAL_ITEM_NOT_TRACKED' : 'SERIAL_FEATURE_OFF');
      return;
    }
    const serial = isSerialNumber(item);
    const onLine = new Set<string>();
    serials.forEach((row, j) => {
      const at = `serials.${j}`;
      const key = serialKey(item.itemno, row.serialno);
      if (onLine.has(key) || (serial && seenSerials.has(key))) add(`${at}.serialno`, serial ? 'SERIAL_DUPLICATE' : 'BATCH_DUPLICATE', { serial: row.serialno });
      onLine.add(key);
      if (serial && !new Decimal(row.quantity).eq(1)) add(`${at}.quantity`, 'SERIAL_QTY_ONE', { serial: row.serialno });
      if (item.useexp && line.direction === 'in' && !row.expdate) add(`${at}.expdate`, 'SERIAL_EXPDATE_REQUIRED', { serial: row.serialno });
    });
    if (serial) for (const key of onLine) seenSerials.add(key);
    if (item.forcesn) {
      const sum = Decimal.sum(0, ...serials.map((row) => row.quantity));
      if (!sum.eq(line.qtyUnit1)) add('serials', serial ? 'SERIAL_QTY_MISMATCH' : 'BATCH_QTY_MISMATCH', { qty: new Decimal(line.qtyUnit1).toFixed() });
    }
  });
  return problems;
}
