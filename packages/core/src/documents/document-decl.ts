import type { z } from 'zod';

/**
 * A transaction document, declared once (DESIGN.md "Documents"): what the generic routes, the document service and
 * the web's document screen need to know of a form. Adding a form is a schema, a stock effect or posting function
 * in `core`, one of these declarations and a screen config (docs/architecture.md, "How to add a document").
 */
export interface DocumentDecl<S extends z.ZodType = z.ZodType> {
  /** The API form name (`/master/{form}`). */
  form: string;
  /** Numbering type (`numbering.transtype`, API.md §7.6); null for a document without a number. */
  transtype: string | null;
  /** The document's own id, number and date field names (API.md §7.1). */
  fields: { id: string; number: string | null; date: string };
  /** The privilege screen (`privilege.screen`) whose flags allow opening, adding, editing, deleting. */
  rights: { screen: string; create: 'tambah' | 'ubah' };
  /** The shared body schema: the server validates with it, the web types its form with it. */
  schema: S;
  /** Forms whose lines it may pull from (API.md §7.2 `<source>`); none for the inventory documents. */
  sources: readonly string[];
  /** Whether it changes stock (its lines go through the stock engine) and posts a journal. */
  moves: boolean;
  posts: boolean;
  /** Balances brought in from before the books: may be dated before the company's start date (not in a closed month). */
  opening?: boolean;
  /** The party field of a trade document (API.md §7.1); none for the inventory and journal documents. */
  party?: PartyField;
  /** How a line names a line of each form in `sources` (API.md §7.2 `<source>`): its id and seq fields. */
  sourceFields?: Readonly<Record<string, SourceLineFields>>;
  /** How its `status` is derived (API.md §7.4): an order-type source, a receipt or delivery, an invoice. */
  statusKind?: 'order' | 'delivery' | 'invoice';
}

/** `vendorid` holds a person-data id of persontype 1, `customerid` of persontype 0 (API.md §7.1). */
export type PartyField = 'vendorid' | 'customerid';
export const PARTY_PERSONTYPE: Readonly<Record<PartyField, 0 | 1>> = { vendorid: 1, customerid: 0 };

/** The fields a pulled line names its source line by: `poid` + `poseq`, `apinvoiceid` + `invseq` … */
export interface SourceLineFields {
  id: string;
  seq: string;
}

/** A declaration, typed by its schema. */
export function declareDocument<S extends z.ZodType>(decl: DocumentDecl<S>): DocumentDecl<S> {
  return decl;
}
