import type { ReactNode } from 'react';
import type { FieldDef, MasterConfig } from './master-config.ts';
import { useLookupRow } from './masters-api.ts';
import { LOOKUPS, type LookupName } from './lookups.ts';

/** A referenced record by its name (a customer's currency "IDR", not its id 1); the id while it loads or is gone. */
function LookupValue({ tenantId, name, id }: { tenantId: number; name: LookupName; id: number }) {
  const row = useLookupRow(tenantId, name, id);
  return <>{row.data ? LOOKUPS[name].label(row.data) || String(id) : String(id)}</>;
}

/**
 * The audit trail's value of a field that holds a reference: the referenced record's name, as the form's selector
 * shows it. Other values (undefined) the audit panel shows itself.
 */
export function masterAuditValue(config: MasterConfig, tenantId: number) {
  const lookups = new Map(
    config.sections.flatMap((section) => (section.fields ?? []).filter((field): field is FieldDef & { lookup: LookupName } => field.kind === 'lookup' && !!field.lookup).map((field) => [field.name as string, field.lookup] as const)),
  );
  return (field: string, value: unknown): ReactNode | undefined => {
    const name = lookups.get(field);
    if (!name || LOOKUPS[name].valueField !== LOOKUPS[name].idField || typeof value !== 'number') return undefined;
    return <LookupValue tenantId={tenantId} name={name} id={value} />;
  };
}
