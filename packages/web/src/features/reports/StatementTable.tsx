import { ACCOUNT_TYPES } from '@lontar/core';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../ui/document/formats.ts';
import { periodRange } from './period-text.ts';
import { AccountCell, useAmountText, useReportWidths, useTableBody } from './report-ui.tsx';
import type { StatementColumn } from './reports-api.ts';
import type { StatementLine } from './statement-layout.ts';

interface StatementTableProps {
  lines: StatementLine[];
  columns: StatementColumn[];
  /** Balance sheet columns are a month's end ("per Mar 2025"), profit and loss columns a range of months. */
  pointInTime: boolean;
  loading: boolean;
  label: string;
  testId: string;
}

/** A financial statement: headings, accounts indented under their parents and types, totals; one amount column per period. */
export function StatementTable({ lines, columns, pointInTime, loading, label, testId }: StatementTableProps) {
  const { t, i18n } = useTranslation('reports');
  const english = i18n.language !== 'id';
  const formats = useFormats();
  const amount = useAmountText();
  const body = useTableBody();
  const widths = useReportWidths();
  const typeName = (line: StatementLine) => {
    const known = ACCOUNT_TYPES.find((type) => type.typeid === line.typeid);
    return known ? known.name[english ? 'en' : 'id'] : (line.typename ?? '');
  };
  const title = (line: StatementLine) => {
    switch (line.kind) {
      case 'type':
        return typeName(line);
      case 'typeTotal':
        return t('statement.typeTotal', { type: typeName(line) });
      case 'account':
        if (!line.account) return <AccountCell name={t(`statement.${line.label ?? ''}` as 'statement.currentEarnings')} depth={1} />;
        return (
          <AccountCell
            glaccount={line.account.glaccount}
            name={english && line.account.accountname2 ? line.account.accountname2 : line.account.accountname}
            depth={line.account.depth + 1}
            strong={line.account.parent}
          />
        );
      default:
        return t(`statement.${line.label ?? ''}` as 'statement.assets');
    }
  };
  const columnTitle = (column: StatementColumn) => (pointInTime ? t('asOf', { period: periodRange(column.to, column.to, formats.lang) }) : periodRange(column.from, column.to, formats.lang));

  const tableColumns: ColumnsType<StatementLine> = [
    { key: 'name', title: t('account'), width: widths.account + 20, fixed: widths.fixed, ellipsis: true, render: (_v, line) => title(line) },
    ...columns.map((column, i) => ({
      key: `c${i}`,
      title: columnTitle(column),
      width: widths.amount + 10,
      align: 'right' as const,
      render: (_v: unknown, line: StatementLine) => amount(line.amounts[i]),
    })),
  ];

  return (
    <div className="report__table" ref={body.ref}>
      <Table<StatementLine>
        virtual
        size="small"
        aria-label={label}
        data-testid={testId}
        columns={tableColumns}
        dataSource={lines}
        rowKey="key"
        pagination={false}
        loading={loading}
        scroll={{ x: widths.account + 20 + columns.length * (widths.amount + 10), y: body.y }}
        rowClassName={(line) => `report__line--${line.account?.parent ? 'parent' : line.kind}`}
        locale={{ emptyText: t('noActivity') }}
      />
    </div>
  );
}
