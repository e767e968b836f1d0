import { declareDocument } from './document-decl.ts';
import { ZItemAdjustment, ZItemOpening, ZWhTrans } from './goods.schema.ts';
import { adjustmentMoves, openingMoves, transferMoves, type StockEffect } from './stock-effect.ts';

/** The inventory documents (issue 11, API.md §7.1, §7.8), each with the stock effect the server runs it through. */
export const ITEM_ADJUSTMENT = {
  ...declareDocument({
    form: 'item-adjustment',
    transtype: 'IT ADJ',
    fields: { id: 'adjid', number: 'adjno', date: 'adjdate' },
    rights: { screen: 'item-adjustment', create: 'tambah' },
    schema: ZItemAdjustment,
    sources: [],
    moves: true,
    posts: true,
  }),
  stock: adjustmentMoves as StockEffect,
};

export const ITEM_TRANSFER = {
  ...declareDocument({
    form: 'whtrans',
    transtype: 'IT TRA',
    fields: { id: 'transferid', number: 'transferno', date: 'transferdate' },
    rights: { screen: 'item-transfer', create: 'tambah' },
    schema: ZWhTrans,
    sources: [],
    moves: true,
    posts: false,
  }),
  stock: transferMoves as StockEffect,
};

/** Opening stock is entered by whoever may edit items (it has no privilege screen of its own, spec 000 §6). */
export const ITEM_OPENING = {
  ...declareDocument({
    form: 'item-opening-balance',
    transtype: null,
    fields: { id: 'obid', number: null, date: 'obdate' },
    rights: { screen: 'item', create: 'ubah' },
    schema: ZItemOpening,
    sources: [],
    moves: true,
    posts: true,
    opening: true,
  }),
  stock: openingMoves as StockEffect,
};

export const INVENTORY_DOCUMENTS = [ITEM_ADJUSTMENT, ITEM_TRANSFER, ITEM_OPENING] as const;
export type InventoryForm = (typeof INVENTORY_DOCUMENTS)[number]['form'];
