import { SearchOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPES } from '@lontar/core';
import { Button, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAccountTree, filterAccountTree, flattenTree, type AccountNode } from './account-tree.ts';
import { useChart } from './chart-api.ts';

interface AccountTreeProps {
  tenantId: number;
  onOpen: (glid: number) => void;
  selected: number | null;
  actions?: ReactNode;
}

/** The chart of accounts as a tree by parent account, with each account's type; parents in bold. */
export function AccountTree({ tenantId, onOpen, selected, actions }: AccountTreeProps) {
  const { t, i18n } = useTranslation(['masters', 'list', 'menu']);
  const english = i18n.language !== 'id';
  const chart = useChart(tenantId);
  const [search, setSearch] = useState('');
  const tree = useMemo(() => buildAccountTree(chart.data ?? []), [chart.data]);
  const shown = useMemo(() => filterAccountTree(tree, search), [tree, search]);
  const parents = useMemo(() => flattenTree(shown).filter((node) => node.children).map((node) => node.glid), [shown]);
  const [collapsed, setCollapsed] = useState<number[]>([]);
  const expanded = parents.filter((glid) => !collapsed.includes(glid));
  const typeName = (typeid: number) => {
    const found = ACCOUNT_TYPES.find((accountType) => accountType.typeid === typeid);
    return found ? (english ? found.name.en : found.name.id) : String(typeid);
  };

  const columns: ColumnsType<AccountNode> = [
    {
      key: 'glaccount',
      title: t('masters:fields.glaccount'),
      width: 240,
      render: (_, node) => <Typography.Text strong={node.parent}>{node.glaccount}</Typography.Text>,
    },
    {
      key: 'accountname',
      title: t('masters:fields.accountname'),
      render: (_, node) => (
        <Typography.Text strong={node.parent}>
          {english && node.accountname2 ? node.accountname2 : node.accountname}
          {node.parent && (
            <Tag className="account-tree__parent" variant="filled">
              {t('list:parent')}
            </Tag>
          )}
        </Typography.Text>
      ),
    },
    { key: 'accounttype', title: t('masters:fields.accounttype'), width: 220, render: (_, node) => typeName(node.accounttype) },
    { key: 'suspended', title: t('masters:fields.suspended'), width: 110, render: (_, node) => (node.suspended ? <Tag color="red">{t('list:suspended')}</Tag> : null) },
  ];

  return (
    <div className="list-view">
      <div className="list-view__bar">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('list:search')}
          aria-label={t('list:search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="list-view__search"
          data-testid="list-search"
        />
        <Button onClick={() => setCollapsed([])}>{t('list:expandAll')}</Button>
        <Button onClick={() => setCollapsed(parents)}>{t('list:collapseAll')}</Button>
        {actions}
      </div>
      <Table<AccountNode>
        size="small"
        className="account-tree"
        aria-label={t('menu:items.glaccount')}
        columns={columns}
        dataSource={shown}
        rowKey="glid"
        loading={chart.isLoading}
        pagination={false}
        scroll={{ x: 760 }}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (open, node) => setCollapsed((list) => (open ? list.filter((glid) => glid !== node.glid) : [...list, node.glid])),
          indentSize: 18,
        }}
        rowClassName={(node) => (node.glid === selected ? 'list-view__row--selected' : '')}
        onRow={(node) => ({ onClick: () => onOpen(node.glid) })}
        locale={{ emptyText: t('list:empty') }}
      />
    </div>
  );
}
