import { EFAKTUR_UNITS } from '@lontar/core';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface EfakturUnitSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** Code and name, searched on either ("UM.0021", "piece"). */
const OPTIONS = Object.entries(EFAKTUR_UNITS).map(([code, name]) => ({ value: code, label: `${code} · ${name}` }));

/** A Coretax unit code (core EFAKTUR_UNITS), or none: the e-Faktur then says UM.0018 Unit. */
export function EfakturUnitSelect({ id, value, onChange, disabled, 'aria-label': ariaLabel }: EfakturUnitSelectProps) {
  const { t } = useTranslation('masters');
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? '')}
      options={OPTIONS}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('options.unitDefault')}
      disabled={disabled}
    />
  );
}
