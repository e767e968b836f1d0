import { RECURRING_FORMS, RECURRING_MAX_TOTAL, RECURRING_PERIODS, type RecurringForm } from '@lontar/core';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, InputNumber, Select, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import type { Row } from '../../ui/document/record-api.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { searchDocuments } from './recurring-api.ts';
import { RECURRING_FORM_DEFS } from './recurring-forms.ts';

interface RecurringFieldsProps {
  tenantId: number;
  form: FormInstance;
  /** The number the numbering would give, shown while the number is left empty. */
  nextNumber: string | undefined;
  /** A saved document was picked as the source (its id): the screen reads it and makes the template. */
  onPick: (id: number) => void;
  /** The form changed: the source no longer fits. */
  onFormChange: () => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Number, description, form, period, occurrences, start date, assigned numbers and the source document. */
export function RecurringFields({ tenantId, form, nextNumber, onPick, onFormChange }: RecurringFieldsProps) {
  const { t } = useTranslation('recurring');
  const assign = Form.useWatch('isassigninvno', form) as boolean | undefined;
  return (
    <div className="recurring-fields">
      <Form.Item name="recurringno" label={t('number')}>
        <Input maxLength={40} placeholder={nextNumber ? t('numberAuto', { number: nextNumber }) : undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item name="transtype" label={t('form')} required>
        <Select options={RECURRING_FORMS.map((value) => ({ value, label: t(`forms.${value}`) }))} onChange={onFormChange} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} className="recurring-fields__wide">
        <Input maxLength={500} autoComplete="off" />
      </Form.Item>
      <Form.Item name="perioda" label={t('period')} required>
        <Select options={RECURRING_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))} />
      </Form.Item>
      <Form.Item name="recurringtotal" label={t('total')} required>
        <InputNumber min={1} max={RECURRING_MAX_TOTAL} precision={0} className="recurring-fields__number" />
      </Form.Item>
      <Form.Item name="recurringdate" label={t('startDate')} required>
        <DateInput />
      </Form.Item>
      <Form.Item label={t('startNumber')} className="recurring-fields__numbering">
        <Form.Item name="isassigninvno" valuePropName="checked" noStyle>
          <Checkbox>{t('assignNumber')}</Checkbox>
        </Form.Item>
        <Form.Item name="startinvno" noStyle>
          <Input maxLength={40} disabled={!assign} placeholder="INV-0001" autoComplete="off" aria-label={t('startNumber')} />
        </Form.Item>
      </Form.Item>
      <Form.Item name="sourceid" label={t('source')} className="recurring-fields__wide" required>
        <SourcePicker tenantId={tenantId} form={form} onPick={onPick} />
      </Form.Item>
    </div>
  );
}

interface SourcePickerProps {
  tenantId: number;
  form: FormInstance;
  onPick: (id: number) => void;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}

/** Saved documents of the chosen form searched by number; under it, what the schedule repeats now. */
function SourcePicker({ tenantId, form, onPick, value, onChange, id }: SourcePickerProps) {
  const { t } = useTranslation('recurring');
  const formats = useFormats();
  const transtype = Form.useWatch('transtype', form) as RecurringForm | null | undefined;
  const template = Form.useWatch('recurringdata', { form, preserve: true }) as Row | null | undefined;
  const sourceno = Form.useWatch('sourceno', { form, preserve: true }) as string | null | undefined;
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const rows = useQuery({
    queryKey: ['records', tenantId, transtype ?? '', null, 'recurring-source', settled],
    enabled: Boolean(transtype),
    queryFn: () => searchDocuments(tenantId, transtype!, settled),
  });
  const def = transtype ? RECURRING_FORM_DEFS[transtype] : null;
  const labelOf = (row: Row) =>
    def ? [text(row[def.numberField]), showDate(row[def.dateField], formats), text(def.partyName ? row[def.partyName] : row.description), row.totalamount ? showAmount(row.totalamount, formats) : ''].filter(Boolean).join(' · ') : '';
  const options = (rows.data ?? []).map((row) => ({ value: Number(row.id), label: labelOf(row) }));
  if (value && sourceno && !options.some((option) => option.value === value)) options.unshift({ value, label: sourceno });
  const hasTemplate = Boolean(template && Object.keys(template).length);
  return (
    <>
      <Select
        id={id}
        value={value ?? null}
        disabled={!transtype}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        placeholder={transtype ? t('sourcePlaceholder') : t('sourcePickForm')}
        options={options}
        loading={rows.isFetching}
        allowClear
        onChange={(picked: number | null | undefined) => {
          onChange?.(picked ?? null);
          if (picked) onPick(picked);
        }}
        popupMatchSelectWidth={false}
        className="recurring-fields__source"
        data-testid="recurring-source"
      />
      <Typography.Text type="secondary" className="recurring-fields__note" data-testid="recurring-source-note">
        {hasTemplate ? (sourceno ? t('sourceChosen', { number: sourceno }) : t('sourceKept')) : t('sourceNone')}
      </Typography.Text>
    </>
  );
}
