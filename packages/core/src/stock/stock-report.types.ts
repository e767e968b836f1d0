/** The stock reports' answers (stock-card, inventory-valuation), shared by the server that builds them and the web. */

export interface StockCardLine {
  kind: 'opening' | 'move' | 'closing';
  date: string;
  form: string | null;
  id: number | null;
  number: string;
  qtyin: string;
  qtyout: string;
  balance: string;
  unitcost: string;
  value: string;
}

/**
 * One item in one warehouse of the stock card: its opening, each move with the warehouse's running quantity and
 * value (at the company's unit cost after the move), and its closing.
 */
export interface StockCardSection {
  itemid: number;
  itemno: string;
  itemdescription: string;
  unit1: string;
  warehouseid: number;
  whname: string;
  lines: StockCardLine[];
}
