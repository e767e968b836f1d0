import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import { toPercent } from './configs/percent.ts';
import type { FieldDef, MasterConfig } from './master-config.ts';
import { useLookupRow } from './masters-api.ts';
import { LOOKUPS, type LookupName } from './lookups.ts';

/** A referenced record by its name (a customer's currency "IDR", not its id 1); the id while it loads or is gone. */
export function LookupValue({ tenantId, name, id }: { tenantId: number; name: LookupName; id: number }) {
  const row = useLookupRow(tenantId, name, id);
  return <>{row.data ? LOOKUPS[name].label(row.data) || String(id) : String(id)}</>;
}

/** A value as its input shows it: money 1.500.000,50, a rate 11 %, a date in the company's format, an option's name. */
function FieldValue({ field, value }: { field: FieldDef; value: unknown }) {
  const formats = useFormats();
  const { t } = useTranslation('masters');
  switch (field.kind) {
    case 'amount':
      return <>{showAmount(value, formats)}</>;
    case 'rate':
      return <>{showAmount(value, formats, 0)}</>;
    case 'percent':
      return <>{`${showAmount(field.stored === 'fraction' ? toPercent(value) : value, formats, 0)} %`}</>;
    case 'date':
      return <>{showDate(value, formats)}</>;
    case 'options': {
      const option = field.options?.find((entry) => entry.value === value);
      return <>{option ? t(`options.${option.label}`, { n: option.value }) : String(value)}</>;
    }
    default:
      return <>{String(value)}</>;
  }
}

const FORMATTED = new Set(['amount', 'rate', 'percent', 'date', 'options']);

/**
 * The audit trail's value of a field as the form shows it: a referenced record by its name, money, rates, dates and
 * options formatted like their inputs (a tax rate stored as 0.11 shown as 11 %). Other
 * values (undefined) the audit panel shows itself.
 */
export function masterAuditValue(config: MasterConfig, tenantId: number) {
  const fields = new Map(config.sections.flatMap((section) => (section.fields ?? []).map((field) => [field.name as string, field] as const)));
  return (name: string, value: unknown): ReactNode | undefined => {
    const field = fields.get(name);
    if (!field) return undefined;
    if (field.kind === 'lookup' && field.lookup) {
      const lookup = LOOKUPS[field.lookup];
      return lookup.valueField === lookup.idField && typeof value === 'number' ? <LookupValue tenantId={tenantId} name={field.lookup} id={value} /> : undefined;
    }
    if (!field.kind || !FORMATTED.has(field.kind)) return undefined;
    return <FieldValue field={field} value={value} />;
  };
}
