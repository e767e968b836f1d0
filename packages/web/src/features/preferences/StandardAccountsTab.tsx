import { Alert, Form, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coreLang } from '../../app/i18n/language.ts';
import { postableAccounts, useGlAccounts } from '../company/accounts-api.ts';
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

/** The default accounts (pdefAccnt): one account per purpose, and the accounts of each kind. Only postable accounts are offered. */
export function StandardAccountsTab({ tenantId }: { tenantId: number }) {
  const { t, i18n } = useTranslation('preferences');
  const english = coreLang(i18n.language) === 'en';
  const accounts = useGlAccounts(tenantId);
  const options = postableAccounts(accounts.data ?? []).map((account) => ({
    value: account.glid,
    label: `${account.glaccount} · ${(english && account.accountname2) || account.accountname}`,
  }));
  const select = { showSearch: { optionFilterProp: 'label' }, options, loading: accounts.isPending, placeholder: t('chooseAccount') };
  // An account no longer offered (or not readable by this user) still shows as what it is.
  const labelRender = ({ label, value }: { label?: ReactNode; value: string | number }) => label ?? t('accountId', { id: value });

  return (
    <div className="standard-accounts">
      <Typography.Paragraph type="secondary">{t('accountsHint')}</Typography.Paragraph>
      {accounts.isError && <Alert type="warning" showIcon title={t('accountsUnavailable')} className="standard-accounts__alert" />}
      <Typography.Title level={5}>{t('accountsSingle')}</Typography.Title>
      <div className="form-grid">
        {SINGLE.map((key) => (
          <Form.Item key={key} name={['pdefAccnt', key]} label={t(`account.${key}`)}>
            <Select {...select} allowClear labelRender={labelRender} />
          </Form.Item>
        ))}
      </div>
      <Typography.Title level={5}>{t('accountsLists')}</Typography.Title>
      <div className="form-grid">
        {LISTS.map((key) => (
          <Form.Item key={key} name={['pdefAccnt', 'lists', key]} label={t(`account.${key}`)}>
            <Select {...select} mode="multiple" labelRender={labelRender} />
          </Form.Item>
        ))}
      </div>
    </div>
  );
}
