import type { Lang } from '@lontar/core';
import type { Tx } from '../../platform/tx.ts';
import { findDocument } from '../documents/trans-document.repo.ts';
import type { Row } from '../forms/form-def.ts';
import { findById } from '../forms/form.repo.ts';
import { FORMS } from '../forms/registry.ts';
import type { PrintDownPayment, PrintParty } from './print-blocks.ts';
import type { PrintTemplate } from './print-template.ts';

/** Country names that mean Indonesia on a customer record (the master's default is "Indonesia"). */
const INDONESIA = new Set(['', 'indonesia', 'id', 'idn', 'ri', 'republik indonesia']);

/**
 * The language a customer reads (docs/decisions.md, "Printed sales documents"): Indonesian for a customer in
 * Indonesia (the country field empty or naming Indonesia), English for a customer abroad.
 */
export function partyLanguage(country: unknown): Lang {
  return INDONESIA.has(String(country ?? '').trim().toLowerCase()) ? 'id' : 'en';
}

/** The person a template's `party` field points to, as its "Kepada" block prints it (undefined: no such person). */
export async function resolveParty(tx: Tx, tenantId: number, template: PrintTemplate, record: Row): Promise<PrintParty | undefined> {
  const id = Number(template.party ? record[template.party] : undefined);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const person = await findById(tx, FORMS.find((d) => d.name === 'person-data')!, tenantId, id);
  if (!person) return undefined;
  const text = (v: unknown) => String(v ?? '').trim();
  const lang = partyLanguage(person.country);
  const city = [text(person.city), text(person.stateprov), text(person.zipcode)].filter(Boolean).join(', ');
  return {
    name: text(person.name),
    address: [text(person.addressline1), text(person.addressline2), city, lang === 'en' ? text(person.country) : ''].filter(Boolean),
    npwp: text(person.tax1exemptionno),
    lang,
    email: text(person.email),
  };
}

/** `?withDP`: the down-payment invoices an invoice applies, with their numbers and dates as stored. */
export async function resolveDownPayments(tx: Tx, tenantId: number, template: PrintTemplate, record: Row): Promise<PrintDownPayment[]> {
  const rule = template.downPayments;
  const rows = rule ? record[rule.field] : undefined;
  if (!rule || !Array.isArray(rows)) return [];
  const out: PrintDownPayment[] = [];
  for (const row of rows as Row[]) {
    const doc = await findDocument(tx, tenantId, rule.form, Number(row[rule.id]));
    out.push({ number: doc?.docno ?? String(row[rule.id]), date: doc?.transdate ?? '', amount: String(row.amount ?? '0') });
  }
  return out;
}

/** The name of the document's currency (`currencyid`) when it is not the company's base currency. */
export async function resolveCurrency(tx: Tx, tenantId: number, record: Row): Promise<string | undefined> {
  const id = Number(record.currencyid);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await findById(tx, FORMS.find((d) => d.name === 'currencys')!, tenantId, id);
  return row && !row.isbase ? String(row.currencyname) : undefined;
}
