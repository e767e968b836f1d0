import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../ui/document/AmountInput.tsx';
import { DateInput } from '../../../ui/document/DateInput.tsx';
import type { FieldDef } from '../master-config.ts';
import { AccountSelect } from './AccountSelect.tsx';
import { EfakturUnitSelect } from './EfakturUnitSelect.tsx';
import { LookupSelect } from './LookupSelect.tsx';
import { TaxObjectCodeSelect } from './TaxObjectCodeSelect.tsx';

interface FieldInputProps {
  field: FieldDef;
  tenantId: number;
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** The Form.Item props of a declared field: its API name, its caption from the masters' field names, its width. */
export function fieldItemProps(field: FieldDef, t: TFunction<'masters'>) {
  return { name: field.name, label: t(`fields.${field.label ?? field.name}`), required: field.required, className: field.wide ? 'field-grid__wide' : undefined, extra: field.hint ? t(field.hint) : undefined };
}

/** The input of one declared field inside its Form.Item (label from the masters' field names). */
export function FieldInput({ field, tenantId }: FieldInputProps) {
  const { t } = useTranslation('masters');
  const kind = field.kind ?? 'text';
  const item = fieldItemProps(field, t);

  switch (kind) {
    case 'switch':
      return (
        <Form.Item {...item} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'textarea':
      return (
        <Form.Item {...item}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={field.max} />
        </Form.Item>
      );
    case 'amount':
    case 'rate':
    case 'percent':
      return (
        <Form.Item {...item}>
          <AmountInput minFraction={kind === 'amount' ? 2 : 0} suffix={kind === 'percent' ? '%' : undefined} />
        </Form.Item>
      );
    case 'int':
      return (
        <Form.Item {...item}>
          <InputNumber precision={0} min={0} className="field-number" />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item {...item}>
          <DateInput />
        </Form.Item>
      );
    case 'options':
      return (
        <Form.Item {...item}>
          <Select options={(field.options ?? []).map((option) => ({ value: option.value, label: t(`options.${option.label}`, { n: option.value }) }))} />
        </Form.Item>
      );
    case 'lookup':
      return field.lookup ? (
        <Form.Item {...item}>
          <LookupSelect tenantId={tenantId} lookup={field.lookup} />
        </Form.Item>
      ) : null;
    case 'account':
      return (
        <Form.Item {...item}>
          <AccountSelect tenantId={tenantId} types={field.accountTypes} />
        </Form.Item>
      );
    case 'taxObjectCode':
      return (
        <Form.Item {...item}>
          <TaxObjectCodeSelect />
        </Form.Item>
      );
    case 'efakturUnit':
      return (
        <Form.Item {...item}>
          <EfakturUnitSelect />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...item} normalize={field.uppercase ? upper : undefined}>
          <Input maxLength={field.max} />
        </Form.Item>
      );
  }
}

/** An input a form draws its own way for one of its declared fields (a person's province and city). */
export type FieldInputs = Partial<Record<string, ComponentType<{ field: FieldDef }>>>;

/** A field shown only while another field holds one of the values it names (FieldDef.shownWhen). */
function ShownWhen({ field, tenantId }: FieldInputProps) {
  const other: unknown = Form.useWatch(field.shownWhen?.field);
  return field.shownWhen?.values.includes(other) ? <FieldInput field={field} tenantId={tenantId} /> : null;
}

/**
 * Declared fields laid out in a responsive grid: two or three columns on a desktop, one on a phone. `inputs` draws
 * some of them with inputs of their own, in their place in the grid.
 */
export function FieldGrid({ fields, tenantId, inputs }: { fields: readonly FieldDef[]; tenantId: number; inputs?: FieldInputs }) {
  return (
    <div className="field-grid">
      {fields.map((field) => {
        const Own = inputs?.[field.name];
        if (Own) return <Own key={field.name} field={field} />;
        return field.shownWhen ? <ShownWhen key={field.name} field={field} tenantId={tenantId} /> : <FieldInput key={field.name} field={field} tenantId={tenantId} />;
      })}
    </div>
  );
}
