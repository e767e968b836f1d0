import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Preference } from '../company/api.ts';

type Single = Exclude<keyof Preference['pdefAccnt'], 'lists'>;
type ListKey = keyof Preference['pdefAccnt']['lists'];

const SINGLE: Single[] = [
  'retainedearnings',
  'openingbalance',
  'cash',
  'inventory',
  'sales',
  'salesreturn',
  'discount',
  'cogs',
  'purchase',
  'purchasereturn',
  'unbilled',
  'goodsintransit',
  'povariance',
  'otherpo',
  'jobcost',
  'wip',
  'overheadallocated',
  'overheadcontrol',
  'incometax',
  'rounding',
];
const LISTS: ListKey[] = ['receivable', 'payable', 'salesdiscount', 'purchasediscount', 'salesdownpayment', 'purchasedownpayment', 'realisedprofit', 'unrealisedprofit'];

/**
 * The default accounts (pdefAccnt) by purpose. Read-only until the chart of accounts can be listed: the
 * accounts show as their internal ids.
 */
export function StandardAccountsTab({ accounts }: { accounts: Preference['pdefAccnt'] }) {
  const { t } = useTranslation('preferences');
  const account = (glid: number | null) => (glid === null ? '—' : t('accountId', { id: glid }));
  return (
    <div className="standard-accounts">
      <Typography.Paragraph type="secondary">{t('accountsReadOnly')}</Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        title={t('accountsSingle')}
        items={SINGLE.map((key) => ({ key, label: t(`account.${key}`), children: account(accounts[key]) }))}
      />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        title={t('accountsLists')}
        className="standard-accounts__lists"
        items={LISTS.map((key) => ({ key, label: t(`account.${key}`), children: accounts.lists[key].map(account).join(', ') || '—' }))}
      />
    </div>
  );
}
