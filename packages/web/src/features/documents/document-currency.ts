import { showAmount, type DisplayFormats } from '../../ui/document/formats.ts';
import { useLedgerSettings } from '../ledger/ledger-api.ts';

/**
 * A listed document's currency when it is foreign: its name by the document's `currencyid` (null for the base
 * currency, none, or one not known), from the company's currencies.
 */
export function useForeignCurrency(tenantId: number): (currencyid: unknown) => string | null {
  const currencies = useLedgerSettings(tenantId).data?.currencies;
  return (currencyid) => {
    if (typeof currencyid !== 'number') return null;
    const currency = currencies?.find((c) => c.currencyid === currencyid);
    return currency && !currency.isbase ? currency.currencyname : null;
  };
}

/** An amount of a listed document, marked with its currency when foreign ("USD 150,00"); a base amount as it is. */
export function listedAmount(value: unknown, currency: string | null, formats: DisplayFormats): string {
  const amount = showAmount(value, formats);
  return currency && amount ? `${currency} ${amount}` : amount;
}
