import { formatAmount } from '@lontar/core';
import { Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { amountValue, editText } from './amount-text.ts';
import { useFormats } from './formats.ts';

interface AmountInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Fraction digits always shown (2 for money, 0 for rates and percentages). */
  minFraction?: number;
  disabled?: boolean;
  suffix?: ReactNode;
  'aria-label'?: string;
}

/**
 * A decimal-string input (money is never a JS number): shows the amount in the company's number format, edits it
 * as plain digits, and accepts what Indonesians type ("25.000.000,50", a comma as decimal mark).
 */
export function AmountInput({ id, value, onChange, minFraction = 2, disabled, suffix, 'aria-label': ariaLabel }: AmountInputProps) {
  const formats = useFormats();
  const [editing, setEditing] = useState<string | null>(null);
  // The value changed from outside while typing (Esc undoing the cell's edit): the text follows it.
  if (editing !== null && amountValue(editing, formats.number) !== (value ?? null)) {
    const text = editText(value, formats.number);
    if (text !== editing) setEditing(text);
  }
  const shown = editing ?? formatAmount(value ?? null, formats.number, minFraction);
  return (
    <Input
      id={id}
      className="amount-input"
      inputMode="decimal"
      value={shown}
      disabled={disabled}
      suffix={suffix}
      aria-label={ariaLabel}
      onFocus={() => setEditing(editText(value, formats.number))}
      onBlur={() => setEditing(null)}
      onChange={(event) => {
        setEditing(event.target.value);
        onChange?.(amountValue(event.target.value, formats.number));
      }}
    />
  );
}
