import { Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { coreMessage } from '../../../app/i18n/i18n.ts';
import { notify } from '../../../ui/notices.ts';
import { compareForSearch, createAccountRanker } from '../accounts/account-search.ts';
import { buildAccountTree, flattenTree, type AccountNode } from '../accounts/account-tree.ts';
import { useChart } from '../accounts/chart-api.ts';
import { fromOptionValue, toOptionValue } from './option-value.ts';

interface AccountSelectProps {
  tenantId: number;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Account types offered; all when left out. */
  types?: readonly number[];
  /** The parent-account field of the chart itself: parents may be chosen there, and the account itself not. */
  forParent?: { self: number | null };
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * An account from the chart, shown as a tree (number · name, parents in bold). Posting fields refuse a parent with
 * "Parent account cannot be selected!" (spec 001/002 §5) and keep their value. Typed text finds accounts as every
 * search does (core search-terms) and lists the best match first, the one Enter takes.
 */
export function AccountSelect({ tenantId, id, value, onChange, types, forParent, disabled, 'aria-label': ariaLabel }: AccountSelectProps) {
  const { t, i18n } = useTranslation('masters');
  const chart = useChart(tenantId);
  const english = i18n.language !== 'id';
  const nodes = flattenTree(buildAccountTree((chart.data ?? []).filter((account) => !types || types.includes(account.accounttype))));
  const byId = new Map<number, AccountNode>(nodes.map((node) => [node.glid, node]));
  const rank = useMemo(() => createAccountRanker(), [chart.data]);
  const name = (node: AccountNode) => (english && node.accountname2 ? node.accountname2 : node.accountname);
  const options = nodes
    .filter((node) => node.glid !== forParent?.self && (!node.suspended || node.glid === value))
    .map((node) => ({ value: toOptionValue(node.glid), label: `${node.glaccount} · ${name(node)}`, node }));
  if (value != null && !byId.has(value))
    options.unshift({ value: toOptionValue(value), label: `#${value}`, node: { glid: value, glaccount: `#${value}`, accountname: '', accounttype: 0, parentaccount: null, suspended: false, parent: false, depth: 0 } });

  const choose = (key: string | undefined) => {
    const next = key === undefined ? undefined : Number(fromOptionValue(key));
    const node = next === undefined ? undefined : byId.get(next);
    if (node?.parent && !forParent) {
      notify.warning(coreMessage('PARENT_ACCOUNT'));
      return;
    }
    onChange?.(next ?? null);
  };

  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value == null ? null : toOptionValue(value)}
      onChange={choose}
      options={options}
      showSearch={{
        filterOption: (input, option) => option !== undefined && rank(input, option.node as AccountNode) !== undefined,
        filterSort: (a, b, { searchValue }) => compareForSearch(rank, searchValue, a.node as AccountNode, b.node as AccountNode, !forParent),
      }}
      allowClear
      loading={chart.isLoading}
      disabled={disabled}
      placeholder={t('chooseAccount')}
      popupMatchSelectWidth={false}
      className="account-select"
      optionRender={(option) => {
        const node = option.data.node as AccountNode;
        return (
          <span className="account-option" style={{ paddingInlineStart: node.depth * 14 }}>
            <Typography.Text strong={node.parent} type={node.parent && !forParent ? 'secondary' : undefined}>
              {option.label}
            </Typography.Text>
          </span>
        );
      }}
    />
  );
}
