import type { Rights } from '@lontar/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { workspaceId } from '../../app/i18n/locales/workspace.id.ts';
import type { DocumentHandle } from '../../ui/document/document-types.ts';
import type { RecordSchema } from '../../ui/document/field-errors.ts';
import type { Row } from '../../ui/document/record-api.ts';
import type { LookupName } from './lookups.ts';

export type FieldName = keyof typeof workspaceId.masters.fields;
export type SectionName = keyof typeof workspaceId.masters.sections;
export type OptionLabel = keyof typeof workspaceId.masters.options;
/** A line of help under an input (a string at the top of the masters' strings). */
export type HintName = 'idtkuHint';
export type MenuLabel = keyof typeof workspaceId.menu.items;

export type FieldKind = 'text' | 'textarea' | 'amount' | 'rate' | 'percent' | 'int' | 'switch' | 'date' | 'options' | 'lookup' | 'account' | 'taxObjectCode' | 'efakturUnit';

/** One input of a master form; its value lives under the API field of the same name. */
export interface FieldDef {
  name: FieldName;
  kind?: FieldKind;
  /** Another label than the field's own (customer no. / vendor no. for `personno`). */
  label?: FieldName;
  /** Marks the label; the shared schema decides what is really required. */
  required?: boolean;
  max?: number;
  /** Takes the whole row of the grid. */
  wide?: boolean;
  uppercase?: boolean;
  options?: readonly { value: string | number; label: OptionLabel }[];
  lookup?: LookupName;
  /** Account selectors: the account types offered (all when left out). */
  accountTypes?: readonly number[];
  /** A percent the API holds as a fraction (a tax rate 0.11 for 11 %): the form's toValues converts it, the audit too. */
  stored?: 'fraction';
  /** Help shown under the input. */
  hint?: HintName;
  /** Shown only while another field of the form holds one of these values (a tax object code for a withholding tax). */
  shownWhen?: { field: string; values: readonly unknown[] };
}

export interface SectionContext {
  tenantId: number;
  readOnly: boolean;
}

/** A tab of a master form: declared fields, or a section of its own (item units and prices, access limits, …). */
export interface SectionDef {
  key: SectionName;
  /** Another title than the section's own (Pembelian for vendors). */
  title?: SectionName;
  fields?: readonly FieldDef[];
  render?: (context: SectionContext) => ReactNode;
}

export type ColumnKind = 'text' | 'amount' | 'rate' | 'flag' | 'date' | 'options';

export interface ColumnDef {
  field: string;
  label: FieldName;
  width: number;
  /** The server sorts by this field (it is in the form's sort fields). */
  sortable?: boolean;
  kind?: ColumnKind;
  options?: FieldDef['options'];
  /** Where the value sits when it is not the field itself (an item's first price). */
  value?: (row: Row) => unknown;
}

/** A master form declared once: where it lives, its rights screen, schema, sections and list columns. */
export interface MasterConfig {
  /** Menu key and antd form name. */
  key: string;
  title: MenuLabel;
  form: string;
  idField: string;
  persontype?: 0 | 1;
  /** Rights screen (SCREENS of @lontar/core). */
  screen: string;
  schema: RecordSchema;
  sections: readonly SectionDef[];
  columns: readonly ColumnDef[];
  /** default/{param} gives a new record's values. */
  defaultsParam?: string;
  /** getnumber proposes the code of a new record. */
  number?: { field: string; param?: string };
  /** The title of a saved record. */
  recordTitle: (record: Row) => string;
  /** Record → form values, when some field is shown in another unit (tax rate in percent). */
  toValues?: (record: Row) => Row;
  /** Form values → body, the reverse of toValues. */
  toBody?: (values: Row) => Row;
  /** Labels of inputs that sections draw themselves (item prices, per-person prices). */
  extraLabel?: (path: (string | number)[], t: TFunction<'masters'>) => string | undefined;
  /** Fields that render-sections draw themselves, by section: a failed save opens the section that holds one. */
  drawn?: Partial<Record<SectionName, readonly string[]>>;
  /** The form's own toolbar buttons (a fixed asset's disposal). */
  tools?: (context: { doc: DocumentHandle; tenantId: number }) => ReactNode;
  /** The list's own toolbar buttons, before "Data Baru" (the fixed asset list's "Impor"). */
  listTools?: (context: { rights: Rights }) => ReactNode;
  /** The chart of accounts lists as a tree. */
  listKind?: 'table' | 'tree';
}
