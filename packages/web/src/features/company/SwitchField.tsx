import { Form, Switch } from 'antd';
import type { ReactNode } from 'react';

interface SwitchFieldProps {
  /** The form field, e.g. ['pcompany', 'usetax']. */
  name: (string | number)[];
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** One on/off option: its label and hint beside a switch; clicking the label toggles it. */
export function SwitchField({ name, label, hint, disabled }: SwitchFieldProps) {
  const id = `opt-${name.join('-')}`;
  return (
    <div className="switch-field">
      <div className="switch-field__text">
        <label htmlFor={id} className="switch-field__label">
          {label}
        </label>
        {hint && <div className="switch-field__hint">{hint}</div>}
      </div>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch id={id} disabled={disabled} />
      </Form.Item>
    </div>
  );
}
