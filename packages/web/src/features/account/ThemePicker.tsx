import { CheckOutlined } from '@ant-design/icons';
import { THEMES, type ThemeName } from '@lontar/core';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_PALETTES } from '../../app/theme/themes.ts';

interface ThemePickerProps {
  value?: ThemeName;
  onChange?: (theme: ThemeName) => void;
}

/** The seven theme colours as swatches; a form control (value/onChange) for antd's Form.Item. */
export function ThemePicker({ value, onChange }: ThemePickerProps) {
  const { t } = useTranslation('themes');
  return (
    <div className="theme-picker" role="radiogroup">
      {THEMES.map((name) => (
        <Tooltip key={name} title={t(name)}>
          <button
            type="button"
            role="radio"
            aria-checked={value === name}
            aria-label={t(name)}
            className="theme-picker__swatch"
            style={{ background: THEME_PALETTES[name].primary }}
            onClick={() => onChange?.(name)}
          >
            {value === name && <CheckOutlined />}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
