import { TAX_OBJECT_CODES } from '@lontar/core';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface TaxObjectCodeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** Code and name, searched on either ("24-104-24", "software"); the whole name shows on hover when it is cut. */
const OPTIONS = TAX_OBJECT_CODES.map((c) => {
  const label = `${c.code} · ${c.name} (${c.ratePercent}%)`;
  return { value: c.code, label, title: label };
});

/** A PPh tax object code of Coretax's list (core TAX_OBJECT_CODES), or none. */
export function TaxObjectCodeSelect({ id, value, onChange, disabled, 'aria-label': ariaLabel }: TaxObjectCodeSelectProps) {
  const { t } = useTranslation('masters');
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      options={OPTIONS}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('choose')}
      disabled={disabled}
      // Names run long (up to 100 characters): the list may be wider than the input, never wider than the screen.
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxWidth: 'min(640px, calc(100vw - 24px))' } } }}
    />
  );
}
