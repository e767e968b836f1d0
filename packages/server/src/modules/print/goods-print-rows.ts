import { trimZeros } from '@lontar/core';
import Decimal from 'decimal.js';
import type { StoredLine, TransDocRow } from '../documents/trans-document.repo.ts';
import type { Row } from '../forms/form-def.ts';

/** The field names a goods document's print reads (its declaration's own id, number and date fields). */
export interface GoodsPrintFields {
  number: string | null;
  date: string;
}

/**
 * What a goods document's print shows: the header as its read names it, the warehouses of its lines, and per line
 * the cost and the unit cost in the line's own unit (quantity 10 DUS at 120.000 a DUS). An adjustment's decreases
 * print with a minus, so its total is the change in stock value, the amount its journal posts.
 */
export function goodsPrintRows(form: string, fields: GoodsPrintFields, doc: TransDocRow, stored: readonly StoredLine[]): { record: Row; lines: Row[] } {
  const lines = stored.map((line) => {
    const adjtype = Number(line.extra.adjtype ?? 1);
    const sign = form === 'item-adjustment' && adjtype === 2 ? -1 : 1;
    const quantity = new Decimal(line.quantity);
    const cost = line.cost === null ? null : new Decimal(line.cost);
    return {
      itemno: line.itemno,
      itemdescription: line.itemdescription,
      adjtype,
      quantity: quantity.times(sign).toFixed(),
      itemunit: line.itemunit,
      whname: line.whname,
      unitcost: cost === null || quantity.isZero() ? null : cost.dividedBy(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(),
      linecost: cost === null ? null : cost.times(sign).toFixed(),
      itemovdesc: line.description,
    };
  });
  const warehouses = [...new Set(stored.map((l) => l.whname).filter(Boolean))].join(', ');
  const record: Row = {
    ...(doc.header as Row),
    ...(fields.number ? { [fields.number]: doc.docno } : {}),
    [fields.date]: doc.transdate,
    description: doc.description,
    totalamount: trimZeros(doc.totalamount),
    warehouses,
  };
  return { record, lines };
}
