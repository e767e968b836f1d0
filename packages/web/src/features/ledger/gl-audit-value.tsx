import type { ReactNode } from 'react';
import { showAmount, showDate, type DisplayFormats } from '../../ui/document/formats.ts';
import { LookupValue } from '../masters/AuditValue.tsx';
import './gl-audit.css';

type Line = Record<string, unknown>;

/** A journal line as the audit lists it: "6-10300 1.000.000,25 Listrik" (the signed amount, its description). */
function lineText(line: Line, formats: DisplayFormats): string {
  const amount = line.glamount ?? line.primeamount;
  return [line.glaccount, amount === undefined || amount === null ? '' : showAmount(amount, formats), line.description].filter((part) => typeof part === 'string' && part !== '').join(' ');
}

/**
 * The audit trail's values of a journal document as its form shows them: the date in the company's format, money
 * and rates formatted, the currency by its name, and the lines one per row instead of their JSON.
 */
export function glAuditValue(tenantId: number, formats: DisplayFormats) {
  return (field: string, value: unknown): ReactNode | undefined => {
    switch (field) {
      case 'transdate':
        return showDate(value, formats);
      case 'rate':
        return showAmount(value, formats, 0);
      case 'total':
        return showAmount(value, formats);
      case 'currencyid':
        return typeof value === 'number' ? <LookupValue tenantId={tenantId} name="currency" id={value} /> : undefined;
      case 'details':
        return Array.isArray(value) ? (
          <ol className="gl-audit__lines">
            {value.map((line: Line, index) => (
              <li key={index}>{lineText(line, formats)}</li>
            ))}
          </ol>
        ) : undefined;
      default:
        return undefined;
    }
  };
}
