import { ZGlAccountForm } from '@lontar/core';
import { AccountFields } from '../accounts/AccountFields.tsx';
import { AccessFields } from '../fields/AccessFields.tsx';
import type { MasterConfig } from '../master-config.ts';
import { titled } from './simple-masters.ts';

/** The chart of accounts (spec 002 §3.3): listed as a tree by parent account, 16 account types, English names. */
export const glaccountConfig: MasterConfig = {
  key: 'glaccount',
  title: 'glaccount',
  form: 'glaccount',
  idField: 'glid',
  screen: 'glaccount',
  schema: ZGlAccountForm,
  sections: [
    { key: 'general', render: ({ tenantId }) => <AccountFields tenantId={tenantId} /> },
    { key: 'access', render: ({ tenantId }) => <AccessFields tenantId={tenantId} /> },
  ],
  columns: [],
  listKind: 'tree',
  drawn: { general: ['glaccount', 'accountname', 'accountname2', 'accounttype', 'parentaccount', 'currencyid', 'memo', 'isalloctoprod', 'suspended'] },
  recordTitle: titled('glaccount', 'accountname'),
};
