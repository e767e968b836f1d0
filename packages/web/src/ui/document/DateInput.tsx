import { parseDateInput } from '@lontar/core';
import { DatePicker, Form } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useContext, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { coreMessage } from '../../app/i18n/i18n.ts';
import { showDate, useFormats } from './formats.ts';

interface DateInputProps {
  id?: string;
  /** YYYY-MM-DD, never a Date at midnight UTC. Inside a form, text that is no date is held as typed (the save refuses it). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Puts text into the picker's input as if typed, so the picker's own state follows (React tracks the value setter). */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A business date: shown in the company's date format with its month names, held as YYYY-MM-DD. What is typed is
 * read when the field is left or Enter is pressed, as people type dates (parseDateInput: 5/11/2026, 05-11-26,
 * 05112026, 5 Nov 2026, ISO, and the company's format): a date shows in the company's format; anything else stays as
 * typed with a message under the field, and is never replaced by another date. Inside a form the text that is no
 * date becomes the field's value, so the shared schema refuses the save; elsewhere the last date stays the value.
 */
export function DateInput({ id, value, onChange, disabled }: DateInputProps) {
  const formats = useFormats();
  const form = Form.useFormInstance();
  // The enclosing Form.Item, if any: its field name and the errors it shows.
  const { name, errors = [] } = useContext(FormItemInputContext);
  const inForm = Boolean(form && name !== undefined);
  const root = useRef<HTMLSpanElement | null>(null);
  /** Text that is no date, kept as typed; null while the input shows a date or nothing. */
  const [typed, setTyped] = useState<string | null>(null);
  const held = typeof value === 'string' && value !== '' && !ISO.test(value);
  /** The date the picker holds: while the value is typed text that is no date, the last date stays there. */
  const [shown, setShown] = useState<string | null>(held ? null : value || null);
  /** A new picker shows its value's text afresh (the picker refreshes its text only when its date changes). */
  const [generation, setGeneration] = useState(0);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!held) {
      setShown(value || null);
      if (typed !== null) {
        // Another date arrived (the record was reset or another one shown): the text that was kept goes.
        setTyped(null);
        setGeneration((n) => n + 1);
      }
    }
  }

  const display = (day: Dayjs) => showDate(day.format('YYYY-MM-DD'), formats);
  const message = coreMessage('DATE_NOT_RECOGNISED', { example: showDate(dayjs().format('YYYY-MM-DD'), formats) });

  // Inside a form the message is the field's error (also after a save put the schema's own text there), and goes with it.
  useEffect(() => {
    if (!form || name === undefined) return;
    if (typed !== null && !(errors.length === 1 && errors[0] === message)) form.setFields([{ name, errors: [message] }]);
    else if (typed === null && errors.includes(message)) form.setFields([{ name, errors: [] }]);
  }, [typed, errors, message, form, name]);

  // The clear button is for the mouse: Tab goes from the date straight to the next field.
  const holder = useCallback((element: HTMLSpanElement | null) => {
    root.current = element;
    if (!element) return undefined;
    const untab = () => element.querySelectorAll('.ant-picker-clear').forEach((button) => button.setAttribute('tabindex', '-1'));
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const input = () => root.current?.querySelector<HTMLInputElement>('input') ?? null;

  /** Reads the input's text: a date is taken and shown in the company's format, anything else kept with the message. */
  const settle = (focused: boolean) => {
    const field = input();
    if (!field || field.readOnly) return;
    const text = field.value;
    const reading = parseDateInput(text, formats.date);
    if ('invalid' in reading) {
      setTyped(text);
      if (inForm && value !== text) onChange?.(text);
      return;
    }
    setTyped(null);
    const iso = 'iso' in reading ? reading.iso : null;
    if (iso !== (value || null)) onChange?.(iso);
    // The date the picker already holds: no change refreshes its text, so it is put in here.
    const formatted = iso ? showDate(iso, formats) : '';
    if (iso === shown && text !== formatted) {
      if (focused) typeInto(field, formatted);
      else setGeneration((n) => n + 1);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && (root.current?.contains(next) || (next instanceof Element && next.closest('.ant-picker-dropdown')))) return;
    settle(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') settle(true);
  };

  const invalid = typed !== null;
  return (
    <span ref={holder} className="date-input-field">
      <DatePicker
        key={generation}
        id={id}
        className="date-input"
        value={shown ? dayjs(shown, 'YYYY-MM-DD') : null}
        // A format function makes the picker's input read-only: only a month-name format needs one, others stay typeable.
        format={formats.date.includes('MMM') ? [display, formats.date.replace('MMM', 'MM'), 'YYYY-MM-DD'] : [formats.date, 'YYYY-MM-DD']}
        disabled={disabled}
        // Text that is no date stays in the input when it is left; settle() tells the user.
        preserveInvalidOnBlur
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onChange={(day: Dayjs | null) => {
          setTyped(null);
          onChange?.(day ? day.format('YYYY-MM-DD') : null);
        }}
      />
      {invalid && !inForm && (
        <span className="date-input-field__error" role="alert">
          {message}
        </span>
      )}
    </span>
  );
}
