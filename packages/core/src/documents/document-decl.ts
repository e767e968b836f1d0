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
  /** What a transaction copy and a memorized template leave out beyond the defaults (CopyRule). */
  copy?: CopyRule;
}

/**
 * What a transaction copy ("Salin") and a memorized template of a document leave out (spec 001 §2), in the fields of
 * its create body, beyond what every form's copy leaves (its id, number and date, and on each line its sequence and
 * the source line it was pulled from). The web's copy declaration (copy-values.ts `declaredCopy`) and the server's
 * memorized template (memorized-template.ts) both read it, so a template keeps what "Salin" keeps.
 */
export interface CopyRule {
  /** Header fields the new document has of its own or that name a document pulled (a receipt's Tukar Faktur). */
  own?: readonly string[];
  /** Line lists made only of documents pulled (a payment's invoices paid, a Tukar Faktur's invoices): none is kept. */
  pulledLists?: readonly string[];
  /**
   * A line pulled from a source: `unlink` (the default) keeps it standing on its own; `drop` leaves it out whole (a
   * return's goods come back only against the invoice, receipt or delivery they left with).
   */
  pulledLines?: 'unlink' | 'drop';
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
