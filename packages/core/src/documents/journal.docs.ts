import { ZGlDocument } from '../ledger/gl-document.schema.ts';
import { declareDocument } from './document-decl.ts';

/**
 * The three journal documents (spec 001 §3, API.md §5): the lines are accounts, not goods; they post through
 * `postGlDocument` (ledger/gl-document.posting.ts). Each is its own privilege screen.
 */
const journalDocument = <F extends string>(form: F, transtype: string) => ({
  ...declareDocument({
    form,
    transtype,
    fields: { id: 'jvid', number: 'jvnumber', date: 'transdate' },
    rights: { screen: form, create: 'tambah' },
    schema: ZGlDocument,
    sources: [],
    moves: false,
    posts: true,
  }),
  form,
  transtype,
});

export const JOURNAL_VOUCHER = journalDocument('journal-voucher', 'GL JV');
export const OTHER_PAYMENT = journalDocument('other-payment', 'GL PMT');
export const OTHER_RECEIPT = journalDocument('other-receipt', 'GL ODT');

export const JOURNAL_DOCUMENTS = [JOURNAL_VOUCHER, OTHER_PAYMENT, OTHER_RECEIPT] as const;
export type JournalForm = (typeof JOURNAL_DOCUMENTS)[number]['form'];
