import { DownloadOutlined } from '@ant-design/icons';
import { isZeroAmount } from '@lontar/core';
import { Button, DatePicker, InputNumber, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../app/api/error-handler.ts';
import { DateInput } from '../../ui/document/DateInput.tsx';
import { showAmount, useFormats } from '../../ui/document/formats.ts';
import { useElementHeight } from '../../ui/list/use-element-height.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { AccountSelect } from '../masters/fields/AccountSelect.tsx';
import { useChart } from '../masters/accounts/chart-api.ts';
import { useNarrowScreen } from '../workspace/use-narrow-screen.ts';
import { downloadReport } from './reports-api.ts';
import { monthName, today } from './period-text.ts';
import './reports.css';

/** A report or tool screen: its title and controls on top, the content filling the rest of the tab. */
export function ReportFrame({ title, extra, children, testId }: { title: string; extra?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="report" data-testid={testId}>
      <div className="report__head">
        <Typography.Title level={3} className="report__title">
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </div>
  );
}

/** The filters of a report, wrapping on a phone; each child is a labelled control. */
export function ReportFilters({ children }: { children: ReactNode }) {
  return <div className="report__filters">{children}</div>;
}

export function Filter({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <label className={`report__filter${wide ? ' report__filter--wide' : ''}`}>
      <span className="report__filter-label">{label}</span>
      {children}
    </label>
  );
}

/** A report's range of days, from `initialFrom` to today; `badRange` when both are set and the end comes first. */
export function useDayRange(initialFrom: string) {
  const [from, setFrom] = useState<string | null>(initialFrom);
  const [to, setTo] = useState<string | null>(today());
  return { from, to, setFrom, setTo, badRange: Boolean(from && to && to < from) };
}

/** The "from date" and "to date" filters of a report over days; the inputs are `<idPrefix>-from` and `<idPrefix>-to`. */
export function DateRangeFilters({ idPrefix, range }: { idPrefix: string; range: ReturnType<typeof useDayRange> }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <Filter label={t('fromDate')}>
        <DateInput id={`${idPrefix}-from`} value={range.from} onChange={range.setFrom} />
      </Filter>
      <Filter label={t('toDate')}>
        <DateInput id={`${idPrefix}-to`} value={range.to} onChange={range.setTo} />
      </Filter>
    </>
  );
}

/**
 * "Tampilkan koreksi": off, a report shows the current state (a posting that was edited or deleted and its reversal
 * are left out of movements and lines); on, the whole trail, reversal lines marked. Ending balances are the same.
 */
export function CorrectionsSwitch({ value, onChange, id }: { value: boolean; onChange: (value: boolean) => void; id: string }) {
  const { t } = useTranslation('reports');
  return (
    <span className="report__corrections">
      <Switch id={id} size="small" checked={value} onChange={onChange} data-testid="show-corrections" />
      <label htmlFor={id}>{t('showCorrections')}</label>
    </span>
  );
}

/** A reversal line's mark ("Pembalikan"), shown before its description when the corrections are on. */
export function ReversalTag() {
  const { t } = useTranslation('reports');
  return (
    <Tag color="orange" className="report__reversal" data-testid="reversal-tag">
      {t('reversal')}
    </Tag>
  );
}

/** A line's description, after the reversal mark when it is one. */
export function LineDescription({ description, reversal }: { description: string; reversal?: boolean }) {
  return reversal ? (
    <>
      <ReversalTag />
      {description}
    </>
  ) : (
    <>{description}</>
  );
}

/** "Muat lagi": the next page of a keyset report. */
export function LoadMoreButton({ pages }: { pages: { fetchNextPage: () => Promise<unknown>; isFetchingNextPage: boolean } }) {
  const { t } = useTranslation('reports');
  return (
    <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage} data-testid="load-more">
      {t('loadMore')}
    </Button>
  );
}

/** Amounts in the company's number format with two decimals (Rp 1.500.000,00). */
export function useAmountText() {
  const formats = useFormats();
  return (value: string | null | undefined) => (value === null || value === undefined ? '' : showAmount(value, formats, 2));
}

interface AmountColumnOptions {
  /** Leaves a zero empty (a line's debit or credit). */
  blankZero?: boolean;
  /** Wraps the amount in a span marked `report__negative` when this holds (an overspent budget, a difference left). */
  flag?: (value: string) => boolean;
}

/** Right-aligned amount columns in the company's number format: `amountColumn(key, title, width, row => value)`. */
export function useAmountColumn() {
  const amount = useAmountText();
  return function amountColumn<T>(key: string, title: string, width: number, value: (row: T) => string | null | undefined, options: AmountColumnOptions = {}): ColumnType<T> {
    const { blankZero, flag } = options;
    return {
      key,
      title,
      width,
      align: 'right',
      render: (_v, row) => {
        const v = value(row);
        if (blankZero && (v === null || v === undefined || isZeroAmount(v))) return '';
        return flag && v !== null && v !== undefined ? <span className={flag(v) ? 'report__negative' : undefined}>{amount(v)}</span> : amount(v);
      },
    };
  };
}

const LINE_FORMS = ['journal-voucher', 'other-payment', 'other-receipt', 'opening-balance', 'year-end'] as const;

/** A journal line's document type as the reports name it; a form they have no name for shows as the server sends it. */
export function useFormName() {
  const { t } = useTranslation('reports');
  return (form: string) => ((LINE_FORMS as readonly string[]).includes(form) ? t(`forms.${form as (typeof LINE_FORMS)[number]}`) : form);
}

/**
 * Column widths of the account reports: on a phone or tablet the account column is narrower and stays in view while
 * the figures scroll sideways under it; on a phone it takes less than half the width, so a whole figure shows beside it.
 */
export function useReportWidths() {
  const narrow = useNarrowScreen();
  const phone = useMediaQuery('(max-width: 600px)');
  if (phone) return { account: 150, amount: 140, fixed: 'left' as const };
  return narrow ? { account: 190, amount: 140, fixed: 'left' as const } : { account: 340, amount: 170, fixed: undefined };
}

/** The pixel height a virtual table may take inside `ref` (header row and a footer bar left out). */
export function useTableBody(fallback = 420, chrome = 48) {
  const ref = useRef<HTMLDivElement>(null);
  const height = useElementHeight(ref, fallback);
  return { ref, y: Math.max(200, height - chrome) };
}

/**
 * What the tables of posted lines (history, bank book, general-ledger detail) render with; `fixed` keeps their date
 * column in view on a phone or tablet while the rest scrolls sideways.
 */
export function useLinesTableKit() {
  const { t } = useTranslation('reports');
  const { fixed } = useReportWidths();
  return { t, formats: useFormats(), amount: useAmountText(), amountColumn: useAmountColumn(), formName: useFormName(), body: useTableBody(420, 40), fixed };
}

interface ExportButtonsProps {
  tenantId: number;
  report: string;
  query: Record<string, string>;
  /** File name without extension, e.g. "neraca-saldo-2025-01-2025-12". */
  filename: string;
  formats: readonly ('xlsx' | 'csv')[];
  allowed: boolean;
  disabled?: boolean;
}

/** Excel (and CSV where the server offers it) downloads of the report shown, with the user's token. */
export function ExportButtons({ tenantId, report, query, filename, formats, allowed, disabled }: ExportButtonsProps) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (format: 'xlsx' | 'csv') => {
    setBusy(format);
    try {
      await downloadReport(tenantId, report, { ...query, format }, `${filename}.${format}`);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space.Compact>
      {formats.map((format) => (
        <Tooltip key={format} title={allowed ? undefined : t('noExportRight')}>
          <Button icon={<DownloadOutlined />} loading={busy === format} disabled={!allowed || disabled} onClick={() => void run(format)} data-testid={`export-${format}`}>
            {t(format === 'xlsx' ? 'exportExcel' : 'exportCsv')}
          </Button>
        </Tooltip>
      ))}
    </Space.Compact>
  );
}

/** A month as "YYYY-MM", picked from a calendar that names months in the user's language. */
export function MonthInput({ value, onChange, id }: { value: string; onChange: (value: string) => void; id?: string }) {
  const formats = useFormats();
  return (
    <DatePicker
      id={id}
      picker="month"
      allowClear={false}
      className="report__month"
      value={dayjs(`${value}-01`, 'YYYY-MM-DD')}
      // Shown by name; typed as 2025-03 or 03/2025.
      format={[(day: Dayjs) => monthName(day.year() * 100 + day.month() + 1, formats.lang, 'full'), 'YYYY-MM', 'MM/YYYY']}
      onChange={(day: Dayjs | null) => day && onChange(day.format('YYYY-MM'))}
    />
  );
}

export function YearInput({ value, onChange, id }: { value: number; onChange: (value: number) => void; id?: string }) {
  return <InputNumber id={id} min={1900} max={2200} precision={0} value={value} onChange={(next) => typeof next === 'number' && onChange(next)} className="report__year" />;
}

interface AccountPickerProps {
  tenantId: number;
  id?: string;
  /** The account number (glaccount), as the report calls take it. */
  value: string | null;
  onChange: (value: string | null) => void;
  types?: readonly number[];
}

/** The chart's account selector, holding the account number the report calls want instead of its id. */
export function AccountPicker({ tenantId, id, value, onChange, types }: AccountPickerProps) {
  const chart = useChart(tenantId);
  const accounts = chart.data ?? [];
  const glid = value === null ? null : (accounts.find((account) => account.glaccount === value)?.glid ?? null);
  return <AccountSelect tenantId={tenantId} id={id} types={types} value={glid} onChange={(next) => onChange(next === null ? null : (accounts.find((account) => account.glid === next)?.glaccount ?? null))} />;
}

/** An account's number and name, indented under its parents, parents in bold. */
export function AccountCell({ glaccount, name, depth = 0, strong }: { glaccount?: string; name: string; depth?: number; strong?: boolean }) {
  return (
    <span className="report__account" style={{ paddingInlineStart: depth * 16 }}>
      {glaccount && (
        <Typography.Text strong={strong} className="report__account-no">
          {glaccount}
        </Typography.Text>
      )}
      <Typography.Text strong={strong}>{name}</Typography.Text>
    </span>
  );
}
