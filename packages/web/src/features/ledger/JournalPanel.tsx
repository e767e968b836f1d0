import { sumAmounts } from '@lontar/core';
import { Empty, Spin, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChart } from '../masters/accounts/chart-api.ts';
import { showAmount, showDate, useFormats } from '../../ui/document/formats.ts';
import '../../ui/document/entry-cards.css';
import { useDocumentJournal, type JournalLine } from './ledger-api.ts';

interface JournalPanelProps {
  tenantId: number;
  /** Any form general-ledger-history knows: the journal documents and the goods documents. */
  form: string;
  id: number;
}

/** Journals in the order they were written, each with its lines. */
function byJournal(lines: readonly JournalLine[]): JournalLine[][] {
  const groups = new Map<number, JournalLine[]>();
  for (const line of lines) groups.set(line.journalid, [...(groups.get(line.journalid) ?? []), line]);
  return [...groups.values()];
}

/**
 * "Lihat Jurnal" (general-ledger-history): every journal the document wrote. An edit or a delete never changes a
 * posting; it writes a reversal, so the first posting, its reversal and the current posting all stay readable.
 */
export function JournalPanel({ tenantId, form, id }: JournalPanelProps) {
  const { t, i18n } = useTranslation('ledger');
  const formats = useFormats();
  const journal = useDocumentJournal(tenantId, form, id, true);
  const chart = useChart(tenantId);
  // The journal names accounts as the books do; an English reader gets the chart's English name where it has one.
  const englishNames = useMemo(
    () => new Map((i18n.language === 'id' ? [] : (chart.data ?? [])).filter((a) => a.accountname2).map((a) => [a.glid, a.accountname2!])),
    [chart.data, i18n.language],
  );
  if (journal.isLoading) return <Spin className="gl-journal__loading" />;
  const groups = byJournal(journal.data ?? []);
  if (groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('journalEmpty')} />;
  // A correction adds to the posting it corrects; the posting in force is the last one neither reversal nor correction.
  const lastPosting = [...groups].reverse().find((lines) => !lines[0]?.reversal && !lines[0]?.correction)?.[0]?.journalid;

  return (
    <ol className="entry-cards" data-testid="journal-panel">
      {groups.map((lines) => {
        const first = lines[0]!;
        const current = first.journalid === lastPosting;
        return (
          <li key={first.journalid} className={`entry-cards__card${first.reversal ? ' gl-journal__entry--reversal' : ''}`} data-testid="journal-entry">
            <div className="entry-cards__head">
              <Tag color={first.reversal ? 'red' : first.correction ? 'blue' : current ? 'green' : 'default'}>
                {first.reversal ? t('reversal') : first.correction ? t('correction') : t('posting')}
              </Tag>
              <Typography.Text strong>{t('journalOf', { id: first.journalid })}</Typography.Text>
              {current && <Tag color="green">{t('current')}</Tag>}
              <Typography.Text type="secondary" className="entry-cards__date">
                {showDate(first.transdate, formats)}
              </Typography.Text>
            </div>
            <table className="gl-journal__lines">
              <thead>
                <tr>
                  <th>{t('account')}</th>
                  <th className="gl-journal__amount">{t('debit')}</th>
                  <th className="gl-journal__amount">{t('credit')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => (
                  <tr key={`${line.glid}-${index}`}>
                    <td>
                      <span className="gl-journal__account">{line.glaccount}</span> {englishNames.get(line.glid) ?? line.accountname}
                    </td>
                    <td className="gl-journal__amount">{line.debit === '0' ? '' : showAmount(line.debit, formats)}</td>
                    <td className="gl-journal__amount">{line.credit === '0' ? '' : showAmount(line.credit, formats)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th>{t('total')}</th>
                  <th className="gl-journal__amount">{showAmount(sumAmounts(lines.map((line) => line.debit)), formats)}</th>
                  <th className="gl-journal__amount">{showAmount(sumAmounts(lines.map((line) => line.credit)), formats)}</th>
                </tr>
              </tfoot>
            </table>
          </li>
        );
      })}
    </ol>
  );
}
