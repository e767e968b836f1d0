import { useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { PULL_SOURCES, type PullSourceDef, type TradeSide } from './purchasing-forms.ts';
import { toOpenDownPayments } from './purchasing-downpayment.ts';
import type { TaxRow } from './purchasing-values.ts';

const master = (tenantId: number, path: string) => `/tenant/${tenantId}/master/${path}`;
const quiet = { meta: { handled: [403, 404] } } as const;

/** The company's taxes by code, for the totals shown while a document is typed. */
export function useTaxes(tenantId: number) {
  return useQuery({
    queryKey: ['lookup', tenantId, 'tax', 'totals'],
    staleTime: 60_000,
    queryFn: async () => (await apiRequest<ListEnvelope<TaxRow>>(master(tenantId, 'tax/readall'), { query: { size: '500' } })).listdata,
    ...quiet,
  });
}

/**
 * The documents of a source still open to pull from (`pullTransaction?form=`), of the party (`vendorid` or
 * `customerid`, the side's) when the source has one.
 */
export function useOpenSources(tenantId: number, source: PullSourceDef, side: TradeSide, partyid: number | null, enabled: boolean) {
  const party = source.byParty && partyid ? String(partyid) : undefined;
  return useQuery({
    queryKey: ['records', tenantId, source.form, 'pull', party ?? null],
    enabled,
    staleTime: 0,
    queryFn: async () => (await apiRequest<ListEnvelope<Row>>(master(tenantId, 'pullTransaction'), { query: { form: source.form, [side.party]: party } })).listdata,
  });
}

/** A source document's lines with what remains to pull (`quantity`), each naming its source's id and seq. */
export async function sourceLines(tenantId: number, source: PullSourceDef, id: number): Promise<Row[]> {
  return (await apiRequest<ListEnvelope<Row>>(master(tenantId, `pullDetTransaction/${id}`), { query: { form: source.form } })).listdata;
}

/** A source document as read (`{form}/read/{id}`): a pull copies its currency, rate and tax-inclusive flag. */
export async function readSource(tenantId: number, source: PullSourceDef, id: number): Promise<Row> {
  return (await apiRequest<{ data: Row }>(master(tenantId, `${source.form}/read/${id}`))).data;
}

/** A source document's number by its id (a line read names only the source's id). */
export function useSourceNo(tenantId: number, form: PullSourceDef['form'] | 'sales-invoice' | null, id: number | null) {
  return useQuery({
    queryKey: ['records', tenantId, form, 'number', id],
    enabled: form !== null && id !== null,
    staleTime: 300_000,
    queryFn: async () => {
      const record = (await apiRequest<{ data: Row }>(master(tenantId, `${form}/read/${id}`))).data;
      const source = Object.values(PULL_SOURCES).find((s) => s.form === form);
      return String(record[source?.numberField ?? 'invoiceno'] ?? '');
    },
    ...quiet,
  });
}

/** The terms of payment by id (their `netdays` give an invoice's due date). */
export async function readTerm(tenantId: number, termid: number): Promise<Row> {
  return (await apiRequest<{ data: Row }>(master(tenantId, `term-payment/read/${termid}`))).data;
}

/** The party's down-payment invoices in the currency with something left for the invoice `self` (null while new). */
export function useOpenDownPayments(tenantId: number, side: TradeSide, partyid: number | null | undefined, currencyid: number | null | undefined, self: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['records', tenantId, side.invoiceForm, 'downpayments', partyid ?? null, currencyid ?? null, self],
    enabled: enabled && Boolean(partyid),
    staleTime: 0,
    queryFn: async () => {
      const query: Record<string, string> = { [side.party]: String(partyid) };
      if (currencyid) query.currencyid = String(currencyid);
      if (self) query.except = String(self);
      return toOpenDownPayments((await apiRequest<ListEnvelope<Row>>(master(tenantId, `${side.invoiceForm}/downpayments`), { query })).listdata, side.invoiceIdField);
    },
  });
}

/**
 * Lines of a source without prices (a delivery order) with the price, discount and taxes of the order line each was
 * delivered from (`pricesFrom`). A pulled line names only the source's line (`doid` + `doseq`), so the source is read
 * for the order line behind each, then each order once; a line whose order cannot be read keeps no price.
 */
export async function withOrderPrices(tenantId: number, source: PullSourceDef, id: number, lines: Row[]): Promise<Row[]> {
  const from = source.pricesFrom;
  if (!from) return lines;
  const read = async (form: string, docid: number) => (await apiRequest<{ data: Row }>(master(tenantId, `${form}/read/${docid}`)).catch(() => null))?.data;
  const detailsOf = (doc: Row | undefined) => (Array.isArray(doc?.details) ? (doc.details as Row[]) : []);
  const bySeq = new Map(detailsOf(await read(source.form, id)).map((line) => [line.seq, line]));
  const orderOf = (line: Row) => bySeq.get(line[source.seqField]);
  const ids = [...new Set(lines.map((line) => orderOf(line)?.[from.idField]).filter((orderId): orderId is number => typeof orderId === 'number'))];
  const orders = new Map<number, Row[]>();
  for (const orderId of ids) orders.set(orderId, detailsOf(await read(from.form, orderId)));
  return lines.map((line) => {
    const delivered = orderOf(line);
    const ordered = delivered && orders.get(delivered[from.idField] as number)?.find((l) => l.seq === delivered[from.seqField]);
    return ordered ? { ...line, unitprice: ordered.unitprice, itemdiscpc: ordered.itemdiscpc, taxcodes: ordered.taxcodes } : line;
  });
}
