import { formatAmount, formatDate, type Lang } from '@lontar/core';
import { createContext, useContext } from 'react';

/** How the opened company shows numbers and dates (preference numberformat and formattgl), in the user's language. */
export interface DisplayFormats {
  number: Lang;
  date: string;
  lang: Lang;
}

export const DEFAULT_FORMATS: DisplayFormats = { number: 'id', date: 'DD/MM/YYYY', lang: 'id' };

export const FormatsContext = createContext<DisplayFormats>(DEFAULT_FORMATS);

export function useFormats(): DisplayFormats {
  return useContext(FormatsContext);
}

/** Money shows two decimals at least (Rp 1.500.000,50); rates and quantities only the digits they have. */
export function showAmount(value: unknown, formats: DisplayFormats, minFraction = 2): string {
  return typeof value === 'string' || typeof value === 'number' ? formatAmount(String(value), formats.number, minFraction) : '';
}

export function showDate(value: unknown, formats: DisplayFormats): string {
  return typeof value === 'string' ? formatDate(value, formats.date, formats.lang) : '';
}

/** An event time (ISO timestamp) as the company's date plus the local hour and minute. */
export function showDateTime(value: string, formats: DisplayFormats): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${formatDate(day, formats.date, formats.lang)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
