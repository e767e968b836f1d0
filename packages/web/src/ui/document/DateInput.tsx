import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { showDate, useFormats } from './formats.ts';

interface DateInputProps {
  id?: string;
  /** YYYY-MM-DD, never a Date at midnight UTC. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}

/** A business date: shown in the company's date format with its month names, held as YYYY-MM-DD. */
export function DateInput({ id, value, onChange, disabled }: DateInputProps) {
  const formats = useFormats();
  const display = (day: Dayjs) => showDate(day.format('YYYY-MM-DD'), formats);
  return (
    <DatePicker
      id={id}
      className="date-input"
      value={value ? dayjs(value, 'YYYY-MM-DD') : null}
      // A format function makes the picker's input read-only: only a month-name format needs one, others stay typeable.
      format={formats.date.includes('MMM') ? [display, formats.date.replace('MMM', 'MM'), 'YYYY-MM-DD'] : [formats.date, 'YYYY-MM-DD']}
      disabled={disabled}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format('YYYY-MM-DD') : null)}
    />
  );
}
